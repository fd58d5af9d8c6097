// The Refunds & Cancellation Policy's numbers, read from the settings (seed/settings.ts), for the two places that use
// them: the cancel rule (orders/plan-changes/cancel.ts, through shared/src/domain/cancellation.ts) and the policy page, whose stored
// text has {{alias}} placeholders filled here when it is served. One source, so the page and the code cannot disagree.
import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '@mealplan/shared/domain';
import type { SettingEntry } from '@mealplan/shared/protocol';
import { WEEKDAY_LONG } from '@mealplan/shared/time';
import type { Db } from '../db';
import { loadSettings } from './settings';

export const POLICY_SETTINGS = {
  feePercent: 'cancellation_fee_percent',
  businessDays: 'cancellation_business_days',
  businessWeekDays: 'business_week_days',
  holidays: 'holidays',
  refundWeeks: 'refund_processing_weeks',
  bankDaysMin: 'refund_bank_days_min',
  bankDaysMax: 'refund_bank_days_max',
} as const;

/** The policy's defaults (doc 3 §9), used when a setting is missing or not a number. */
export const DEFAULT_REFUND_TIMES = { refundWeeks: 2, bankDaysMin: 10, bankDaysMax: 45 };

export interface PolicyNumbers {
  policy: CancellationPolicy;
  refundWeeks: number;
  bankDaysMin: number;
  bankDaysMax: number;
}

type Settings = Record<string, SettingEntry>;

const numberOf = (settings: Settings, alias: string, fallback: number): number => {
  const value = settings[alias]?.value;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
};

const listOf = <T extends string | number>(settings: Settings, alias: string, keep: (item: unknown) => item is T, fallback: readonly T[]): T[] => {
  const value = settings[alias]?.value;
  return Array.isArray(value) ? value.filter(keep) : [...fallback];
};

const isWeekday = (item: unknown): item is number => typeof item === 'number' && Number.isInteger(item) && item >= 0 && item <= 6;
const isText = (item: unknown): item is string => typeof item === 'string';

export function policyNumbersOf(settings: Settings): PolicyNumbers {
  const weekDays = listOf(settings, POLICY_SETTINGS.businessWeekDays, isWeekday, DEFAULT_CANCELLATION_POLICY.businessWeekDays);
  return {
    policy: {
      feePercent: Math.min(100, numberOf(settings, POLICY_SETTINGS.feePercent, DEFAULT_CANCELLATION_POLICY.feePercent)),
      businessDays: Math.floor(numberOf(settings, POLICY_SETTINGS.businessDays, DEFAULT_CANCELLATION_POLICY.businessDays)),
      businessWeekDays: weekDays.length ? weekDays : DEFAULT_CANCELLATION_POLICY.businessWeekDays,
      holidays: listOf(settings, POLICY_SETTINGS.holidays, isText, []),
    },
    refundWeeks: numberOf(settings, POLICY_SETTINGS.refundWeeks, DEFAULT_REFUND_TIMES.refundWeeks),
    bankDaysMin: numberOf(settings, POLICY_SETTINGS.bankDaysMin, DEFAULT_REFUND_TIMES.bankDaysMin),
    bankDaysMax: numberOf(settings, POLICY_SETTINGS.bankDaysMax, DEFAULT_REFUND_TIMES.bankDaysMax),
  };
}

export async function policyNumbers(db: Db): Promise<PolicyNumbers> {
  return policyNumbersOf(await loadSettings(db));
}

/** "Monday to Friday" for a run of weekdays (Sunday first), else the names listed: "Sunday, Tuesday, Thursday". */
export function weekDaysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const run = sorted.length > 2 && sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  if (run) return `${WEEKDAY_LONG[sorted[0]!]} to ${WEEKDAY_LONG[sorted.at(-1)!]}`;
  return sorted.map((day) => WEEKDAY_LONG[day]).join(', ');
}

const PLACEHOLDER = /\{\{([a-z0-9_]+)\}\}/g;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's {{alias}} placeholders filled from the settings (the policy's numbers as the cancel rule reads them). */
export function fillPolicyPlaceholders(content: string, settings: Settings): string {
  if (!content.includes('{{')) return content;
  const numbers = policyNumbersOf(settings);
  const derived: Record<string, string> = {
    [POLICY_SETTINGS.feePercent]: String(numbers.policy.feePercent),
    [POLICY_SETTINGS.businessDays]: String(numbers.policy.businessDays),
    [POLICY_SETTINGS.businessWeekDays]: weekDaysText(numbers.policy.businessWeekDays),
    [POLICY_SETTINGS.refundWeeks]: String(numbers.refundWeeks),
    [POLICY_SETTINGS.bankDaysMin]: String(numbers.bankDaysMin),
    [POLICY_SETTINGS.bankDaysMax]: String(numbers.bankDaysMax),
  };
  return content.replace(PLACEHOLDER, (whole, alias: string) => {
    if (Object.hasOwn(derived, alias)) return escapeHtml(derived[alias]!);
    const value = settings[alias]?.value;
    return typeof value === 'string' || typeof value === 'number' ? escapeHtml(String(value)) : whole;
  });
}
