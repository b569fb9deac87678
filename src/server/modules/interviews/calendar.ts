/**
 * The iCalendar invitation of an interview (RFC 5545 / iTIP): one VEVENT whose UID is stable per
 * interview (`entrevista-<id>@<host of PUBLIC_URL>`), SEQUENCE raised at each reprogramming and at
 * the cancel, DTSTART/DTEND in UTC, ORGANIZER the company, ATTENDEE the candidate, LOCATION or URL.
 * METHOD:REQUEST adds or updates it in Google Calendar, Outlook or a phone; METHOD:CANCEL removes it.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailCalendar } from '../../infra/mail/mailer';

export type InvitationFacts = {
  id: number;
  host: string;
  sequence: number;
  start: Date;
  minutes: number;
  title: string;
  company: { name: string; email: string };
  candidate: { name: string; email: string };
  place: string;
  link: string;
  notes: string;
  stamp: Date;
};

export const interviewUid = (id: number, host: string) => `entrevista-${id}@${host}`;

export function invitation(f: InvitationFacts, method: 'REQUEST' | 'CANCEL'): MailCalendar {
  const cancel = method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Chamba', product: 'Entrevistas', language: 'ES' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: interviewUid(f.id, f.host),
    sequence: f.sequence,
    stamp: f.stamp,
    start: f.start,
    end: new Date(f.start.getTime() + f.minutes * 60_000),
    summary: `Entrevista: ${f.title} (${f.company.name})`,
    description: [f.link ? `Enlace: ${f.link}` : `Lugar: ${f.place}`, f.notes].filter(Boolean).join('\n\n'),
    location: f.place || f.link,
    url: f.link || null,
    organizer: { name: f.company.name, email: f.company.email },
    attendees: [{ name: f.candidate.name, email: f.candidate.email, role: ICalAttendeeRole.REQ, rsvp: true, status: ICalAttendeeStatus.NEEDSACTION }],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method, content: calendar.toString() };
}
