// The progress channel's own texts (English here and in server/src/i18n/en.json, Arabic in ar.json).
export const PROGRESS_MESSAGES = {
  dayNotOpen: 'Only days from your registration to today can be entered.',
  weekNotOpen: 'Please choose a week from your registration month to today.',
  bodyWeeksOnly: 'Body measurements are entered for weeks 1 and 4 only.',
  monthNotOpen: 'Please choose a month from your registration month to today.',
  dayTwice: 'Each day can be entered once per save.',
  missingValue: 'Please enter value',
} as const;
