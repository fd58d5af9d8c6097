// settings: entries keyed by alias, each with value and old_value (includes the holidays list).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { emptyRequest } from '../entities';

const settingValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]).nullable();

export const settingEntry = z.object({ value: settingValue, old_value: settingValue.optional() });
export type SettingEntry = z.infer<typeof settingEntry>;

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
