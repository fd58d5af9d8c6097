// settings: entries keyed by alias, each with value and old_value (includes the holidays list).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { emptyRequest } from '../entities';

const settingValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]).nullable();

export const settingEntry = z.object({ value: settingValue, old_value: settingValue.optional() });
export type SettingEntry = z.infer<typeof settingEntry>;

/**
 * The settings the pages read, and so the only ones `settings get` sends. The others are the server's own inputs
 * (fees, the cancellation policy's numbers, the team's names, defaults): every page learns their effect from the calls
 * that apply them, so a guest's start-up does not download and parse them (issue 38: 23 of the 39 entries were ones
 * no page read). The session's SettingsStore reads only these names, so a page cannot ask for one the server leaves out.
 */
export const PAGE_SETTINGS = [
  'holidays',
  'contact_phones',
  'contact_email',
  'contact_whatsapp',
  'contact_address',
  'contact_address_ar',
  'contact_branch_hours',
  'contact_branch_hours_ar',
  'contact_kitchen_delivery_hours',
  'contact_kitchen_delivery_hours_ar',
  'scheduling_widget_url',
  'map_centre',
  'map_zoom',
  'map_tile_url',
  'map_tile_attribution',
  'cart_test_user_id',
  'forum_comments_embed_url',
  'googleAuthorizeUrl',
  'facebookAuthorizeUrl',
] as const;
export type PageSetting = (typeof PAGE_SETTINGS)[number];

const pageSettings: ReadonlySet<string> = new Set(PAGE_SETTINGS);
export const isPageSetting = (alias: string): alias is PageSetting => pageSettings.has(alias);

export const settings = {
  get: defineCall({
    access: 'anyone',
    limit: 'read',
    // Keyed by the day: the holidays sent are those around today (server/src/catalog/settings.ts).
    cache: { scope: 'shared', key: ({ day }) => `settings:${day}` },
    request: emptyRequest,
    ok: z.record(z.string(), settingEntry),
    style: 'status',
  }),
};
