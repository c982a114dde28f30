import * as v from 'valibot';
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN } from '../constants/constants';
import { PHONE_PROBLEM_MESSAGES, australianPhoneProblem, normaliseAustralianPhone, type PhoneKinds } from '../phone/australian-phone';

// Building blocks shared by several schemas of spec §5.

/** A required text: trimmed, at least one character, with the spec's message; with `max`, at most that many characters. */
export const requiredText = (message: string, max = Infinity) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.minLength(1, message), v.maxLength(max, `Must be at most ${max} characters`));

/** A motorcycle's model year: a whole number from VEHICLE_YEAR_MIN to VEHICLE_YEAR_MAX. */
export const modelYear = v.pipe(
  v.number('Vehicle year must be a number'),
  v.integer('Vehicle year must be a whole number'),
  v.minValue(VEHICLE_YEAR_MIN, `Vehicle year must be ${VEHICLE_YEAR_MIN} or later`),
  v.maxValue(VEHICLE_YEAR_MAX, `Vehicle year must be ${VEHICLE_YEAR_MAX} or earlier`),
);

/** An optional text: trimmed; blank becomes undefined. */
export const optionalText = (max = 2000) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `Must be at most ${max} characters`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/**
 * An Australian phone number (ADRs 0013, 0049; contracts/src/phone): spaces, brackets, dashes, dots and +61
 * accepted; the output is its E.164 form ('0412 345 678' -> '+61412345678'). A mobile or landline, or for
 * `business` also a 1300/1800 number. Too few digits get the form's message (the spec's); too many, a 1300,
 * 1800 or 13 number and a number of another country each get words saying what is wrong.
 */
export const phone = (message: string, kinds: PhoneKinds = 'personal') =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = australianPhoneProblem(dataset.value, kinds);
      if (problem) addIssue({ message: problem === 'too-short' ? message : PHONE_PROBLEM_MESSAGES[problem] });
    }),
    v.transform((text) => normaliseAustralianPhone(text) ?? text),
  );

/** A valid email, or an empty string (spec: 'valid or empty'). */
export const emailOrEmpty = (message: string) =>
  v.optional(v.union([v.literal(''), v.pipe(v.string(message), v.trim(), v.email(message))], message), '');

/** Whether text is a YYYY-MM-DD day that exists on the calendar (v.isoDate lets 2025-02-30 through). */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** A calendar date in YYYY-MM-DD form (what <input type="date"> produces) that exists: not 2027-02-30. */
export const isoDate = v.pipe(v.string('Enter a valid date'), v.check(isCalendarDay, 'Enter a valid date'));

/** A YYYY-MM-DD calendar day in a query string (a Sydney day where it bounds a range), or blank / absent for none. */
export const queryDay = v.pipe(
  v.optional(v.string('Enter a valid date'), ''),
  v.trim(),
  v.check((day) => day === '' || isCalendarDay(day), 'Enter a valid date'),
);

/** A from/to day range whose `to` comes before its `from`: the error on `to`. */
export const TO_BEFORE_FROM_MESSAGE = 'The end date cannot be before the start date';

export const optionalDate = v.optional(
  v.union([v.literal(''), isoDate], 'Enter a valid date'),
);

/** The largest id a table holds (PostgreSQL integer): a larger one is the field's error, not the database's. */
export const MAX_ID = 2_147_483_647;
/** A positive integer id from a path or a payload. */
export const id = v.pipe(
  v.number('Must be a number'),
  v.integer('Must be a whole number'),
  v.minValue(1, 'Must be at least 1'),
  v.maxValue(MAX_ID, `Must be at most ${MAX_ID}`),
);
