// electron-builder's update feed: the latest*.yml file `npm run dist` writes beside the installers, which
// electron-updater reads too. Dialdesk reads it itself to say whether a newer version exists, on every
// package (a deb or an unsigned macOS build included, where electron-updater cannot install).
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import semver from 'semver';
import { z } from 'zod';

export interface UpdateFeedFile {
  /** As written in the feed: usually a file name relative to the feed's folder. */
  url: string;
  /** Base64 SHA-512 of the file, which electron-updater checks after downloading. */
  sha512: string;
  size: number | null;
}

export interface UpdateFeed {
  version: string;
  releaseDate: string | null;
  /** As the release was published: HTML or Markdown, not yet plain text (release-notes.ts). */
  releaseNotes: string | null;
  files: UpdateFeedFile[];
}

export class UpdateFeedError extends Error {
  constructor(reason: string) {
    super(`The update feed could not be read: ${reason}`);
  }
}

/**
 * The feed electron-builder writes, and electron-updater asks for, on this OS and CPU: electron-updater's
 * Provider.getChannelFilePrefix gives Linux an architecture suffix (none for x64) and macOS "-mac"; every
 * other platform reads plain latest.yml.
 */
export function feedFileName(platform: NodeJS.Platform, arch: string): string {
  if (platform === 'linux') return arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${arch}.yml`;
  if (platform === 'darwin') return 'latest-mac.yml';
  return 'latest.yml';
}

/** builder-util-runtime's hashFile: base64 of the 64-byte digest, so 86 characters and '=='. */
const SHA512_BASE64 = /^[A-Za-z0-9+/]{86}==$/;

/** A zod error message that tells a missing field from one of the wrong kind. */
const missingOr = (wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is missing' : wrong;

const sha512 = z
  .string({ error: missingOr('is not a base64 SHA-512 hash') })
  .regex(SHA512_BASE64, { error: 'is not a base64 SHA-512 hash' });

const fileSchema = z.object(
  {
    url: z.string({ error: missingOr('is not a file name') }).min(1, { error: 'is empty' }),
    sha512,
    size: z
      .number({ error: 'is not a number of bytes' })
      .int({ error: 'is not a number of bytes' })
      .nonnegative({ error: 'is not a number of bytes' })
      .optional(),
  },
  { error: 'is not a file entry' },
);

/**
 * Release notes electron-updater accepts: a string, or (from a provider that gathers several releases)
 * a list of { version, note }.
 */
const notesSchema = z.union(
  [z.string(), z.array(z.object({ version: z.string(), note: z.string().nullable().optional() }))],
  { error: 'are neither text nor a list of notes' },
);

const feedSchema = z.object({
  version: z
    .string({ error: missingOr('is not a version number like 1.4.0') })
    .refine((version) => semver.valid(version) !== null, { error: 'is not a version number like 1.4.0' }),
  files: z.array(fileSchema, { error: 'is not a list of files' }).optional(),
  // Feeds before electron-builder 20 named one installer at the top level; current ones still write it
  // beside `files`, and electron-updater falls back to it when `files` is missing.
  path: z.string({ error: 'is not a file name' }).min(1, { error: 'is empty' }).optional(),
  sha512: sha512.optional(),
  releaseDate: z.string({ error: 'is not a date' }).nullable().optional(),
  releaseNotes: notesSchema.nullable().optional(),
});

type FeedShape = z.infer<typeof feedSchema>;

function filesOf(feed: FeedShape): UpdateFeedFile[] {
  const listed = feed.files ?? [];
  if (listed.length > 0) return listed.map((file) => ({ ...file, size: file.size ?? null }));
  if (feed.path && feed.sha512) return [{ url: feed.path, sha512: feed.sha512, size: null }];
  // electron-updater refuses such a feed too (ERR_UPDATER_NO_FILES_PROVIDED).
  throw new UpdateFeedError('it lists no installer files.');
}

function notesOf(notes: FeedShape['releaseNotes']): string | null {
  if (notes == null) return null;
  if (typeof notes === 'string') return notes;
  return notes.map((release) => `${release.version}\n${release.note ?? ''}`).join('\n\n');
}

/** A zod issue as words: where in the feed, then what is wrong there. */
function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
  return where === '' ? issue.message : `${where} ${issue.message}`;
}

function yamlOf(text: string): unknown {
  try {
    // The core schema: the feed's values stay strings and numbers (no timestamps turned into Dates, no
    // binary or custom tags from a feed nobody vetted).
    return load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    if (error instanceof YAMLException) {
      throw new UpdateFeedError(`it is not valid YAML (${error.reason} on line ${error.mark.line + 1}).`);
    }
    throw error;
  }
}

/** The feed's text as data; throws UpdateFeedError, whose message says what is wrong, in a sentence. */
export function parseUpdateFeed(text: string): UpdateFeed {
  const data = yamlOf(text);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    // An HTML page (a captive portal, a web server's index) or stray text where the feed should be.
    throw new UpdateFeedError('it is not an update feed. Check the update server address.');
  }
  const parsed = feedSchema.safeParse(data);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    throw new UpdateFeedError(`${first ? issueText(first) : 'it does not have the expected fields'}.`);
  }
  const feed = parsed.data;
  return {
    version: feed.version,
    releaseDate: feed.releaseDate ?? null,
    releaseNotes: notesOf(feed.releaseNotes),
    files: filesOf(feed),
  };
}
