import { dayFromParts } from '@mealplan/shared/time';

/** The body data `progress getBodyAnalaysis` answers for the test customer Layla, weighed on `weightDate`. */
export const bodyProfile = ({ weightDate, registered }: { weightDate: number; registered: number }) => ({
  firstName: 'Layla',
  lastName: 'Nasser',
  heightCm: 165,
  gender: 'female' as const,
  birthday: dayFromParts(1996, 3, 10)!,
  medicalConditions: [],
  weight: 60_000,
  weightDate,
  registered,
});
