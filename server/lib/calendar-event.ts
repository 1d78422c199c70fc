import { createEvent, type EventAttributes } from 'ics';

/**
 * One iCalendar event as text, through the `ics` library, with every text cleaned first. The
 * library escapes line feeds, commas and semicolons but passes other control characters through,
 * and a lone carriage return in a title would end the line early in a strict reader (RFC 5545
 * §3.3.11 allows no control character but the escaped line break). So: in the description a
 * line break (CRLF, CR or LF) stays a line break; in single-line texts it becomes a space; a tab
 * becomes a space; every other control character (C0, DEL, C1) goes.
 */

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A text for one calendar line: line breaks become spaces, other control characters go. */
export function calendarLine(text: string) {
  return text.replace(/\r\n|\r|\n|\t/g, ' ').replace(CONTROL, '');
}

/** A text of several lines: each line break becomes one LF (which the library escapes). */
export function calendarBlock(text: string) {
  return text
    .replace(/\r\n|\r/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '');
}

const optional = <T>(value: T | undefined, clean: (text: T) => T) =>
  value === undefined ? undefined : clean(value);

/** The event's .ics text; throws when the library refuses the attributes. */
export function calendarEvent(attributes: EventAttributes): string {
  const { error, value } = createEvent({
    ...attributes,
    title: optional(attributes.title, calendarLine),
    location: optional(attributes.location, calendarLine),
    description: optional(attributes.description, calendarBlock),
    url: optional(attributes.url, calendarLine),
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
}
