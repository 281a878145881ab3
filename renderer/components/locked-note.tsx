// What an organisation's policies set, as Settings shows it (issue 51): the control disabled with the
// organisation's value in it, and a short note that the control is described by, so that a screen reader
// says why it cannot be changed. A section the organisation sets whole says so once, at its top, and
// every one of its controls (its Save too) is described by that one note instead of a note each.
import type { ComponentChildren } from 'preact';
import type { LockedSetting, PoliciesView } from '../../preload/contract';
import { t } from '../../preload/shared/i18n/translate';
import { Icon } from './icons';
import './locked-note.css';

/**
 * How a control shows that the organisation sets it: not at all (false), with a note of its own (true),
 * or described by the note of this id, which its section shows once for all of its controls.
 */
export type FieldLock = boolean | string;

/** Whether the organisation's policies set this setting now. */
export const isLocked = (policies: Pick<PoliciesView, 'locked'>, setting: LockedSetting): boolean =>
  policies.locked.includes(setting);

/** The id of the note a control shows of its own, from the control's id. */
const ownNoteId = (controlId: string) => `${controlId}-locked`;

/** The id of the note that says why the control `controlId` is locked; undefined when it is not. */
export const lockNoteId = (lock: FieldLock | undefined, controlId: string): string | undefined =>
  typeof lock === 'string' ? lock : lock ? ownNoteId(controlId) : undefined;

/** The note of a control's own, under it: shown only for a lock of its own (`true`). */
export function OwnLockedNote({ lock, controlId }: { lock: FieldLock | undefined; controlId: string }) {
  return lock === true ? <LockedNote id={ownNoteId(controlId)} /> : null;
}

/**
 * The note, "Set by your organization" unless it says more of what the organisation decided. `standalone`:
 * a line of its own in a list's words (whose an account or a directory is, why a button is off) rather
 * than a field's small note.
 */
export function LockedNote({
  id,
  standalone = false,
  children,
}: {
  id: string;
  standalone?: boolean;
  children?: ComponentChildren;
}) {
  return (
    <p id={id} class={standalone ? 'locked-note standalone' : 'locked-note'}>
      <Icon name="lock" size={14} />
      <span>{children ?? t('policies.setByOrganization')}</span>
    </p>
  );
}

/** The locks of one section's settings, as its fields and its Save show them. */
export interface SectionLock {
  /** The id of the section's one note while the organisation sets all of its settings; null otherwise. */
  whole: string | null;
  of(setting: LockedSetting): FieldLock;
}

/**
 * The locks of a section that saves `settings`: each locked one with a note of its own, or, while the
 * organisation sets every one of them, all of them (and Save) described by the section's note `noteId`.
 */
export function sectionLock(
  policies: Pick<PoliciesView, 'locked'>,
  settings: readonly LockedSetting[],
  noteId: string,
): SectionLock {
  const whole = settings.length > 0 && settings.every((setting) => isLocked(policies, setting));
  return {
    whole: whole ? noteId : null,
    of: (setting) => (whole && settings.includes(setting) ? noteId : isLocked(policies, setting)),
  };
}
