import fc from 'fast-check';
import { parseRequest, protocol } from '@mealplan/shared/protocol';

const addresses = Object.entries(protocol).flatMap(([channel, calls]) =>
  Object.keys(calls).map((key) => ({ channel, type: key.split(':')[0] ?? key })),
);

it('parseRequest answers every call with a result for any JSON data, never throwing', () => {
  fc.assert(
    fc.property(fc.constantFrom(...addresses), fc.jsonValue(), ({ channel, type }, data) => {
      const parsed = parseRequest(channel, type, data);
      return parsed.ok ? typeof parsed.key === 'string' : parsed.message.length > 0;
    }),
  );
});
