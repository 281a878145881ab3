// electron-builder's update feed: the latest*.yml file (beta*.yml for a beta build) `npm run dist` writes
// beside the installers, which electron-updater reads too. Dialdesk reads it itself to say whether a newer
// version exists, on every package (a deb or an unsigned macOS build included, where electron-updater
// cannot install).
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import * as z from 'zod';
import { type MessageKey, t } from '../../preload/shared/i18n/translate';
import { validVersion } from './versions';

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

/** Its message is a whole sentence in the language in use ("The update feed could not be read: …"). */
export class UpdateFeedError extends Error {}

/**
 * The feed electron-builder writes, and electron-updater asks for, on this OS and CPU and for this build's
 * channel ('latest', or a prerelease build's 'beta'): electron-updater's Provider.getChannelFilePrefix gives
 * Linux an architecture suffix (none for x64) and macOS "-mac"; every other platform reads plain
 * `${channel}.yml`.
 */
export function feedFileName(platform: NodeJS.Platform, arch: string, channel: string): string {
  if (platform === 'linux') return arch === 'x64' ? `${channel}-linux.yml` : `${channel}-linux-${arch}.yml`;
  if (platform === 'darwin') return `${channel}-mac.yml`;
  return `${channel}.yml`;
}

/** builder-util-runtime's hashFile: base64 of the 64-byte digest, so 86 characters and '=='. */
const SHA512_BASE64 = /^[A-Za-z0-9+/]{86}==$/;

/**
 * What can be wrong with a field, as the sentence that says it about that field. The schema's issues
 * carry these names, not words: the sentence is made when the feed is read, in the language then in use.
 */
const FIELD_PROBLEMS = {
  missing: 'update.feedFieldMissing',
  notHash: 'update.feedFieldNotHash',
  notFileName: 'update.feedFieldNotFileName',
  empty: 'update.feedFieldEmpty',
  notBytes: 'update.feedFieldNotBytes',
  notFileEntry: 'update.feedFieldNotFileEntry',
  notNotes: 'update.feedFieldNotNotes',
  notVersion: 'update.feedFieldNotVersion',
  notFileList: 'update.feedFieldNotFileList',
  notDate: 'update.feedFieldNotDate',
} as const satisfies Record<string, MessageKey>;

type FieldProblem = keyof typeof FIELD_PROBLEMS;

const isFieldProblem = (message: string): message is FieldProblem => Object.hasOwn(FIELD_PROBLEMS, message);

/** A zod error that tells a missing field from one of the wrong kind. */
const missingOr =
  (wrong: FieldProblem) =>
  (issue: { input?: unknown }): FieldProblem =>
    issue.input === undefined ? 'missing' : wrong;

const problem = (name: FieldProblem) => ({ error: name });

const sha512 = z.string({ error: missingOr('notHash') }).regex(SHA512_BASE64, problem('notHash'));

const fileSchema = z.object(
  {
    url: z.string({ error: missingOr('notFileName') }).min(1, problem('empty')),
    sha512,
    size: z.number(problem('notBytes')).int(problem('notBytes')).nonnegative(problem('notBytes')).optional(),
  },
  problem('notFileEntry'),
);

/**
 * Release notes electron-updater accepts: a string, or (from a provider that gathers several releases)
 * a list of { version, note }.
 */
const notesSchema = z.union(
  [z.string(), z.array(z.object({ version: z.string(), note: z.string().nullable().optional() }))],
  problem('notNotes'),
);

const feedSchema = z.object({
  version: z
    .string({ error: missingOr('notVersion') })
    .refine((version) => validVersion(version) !== null, problem('notVersion')),
  files: z.array(fileSchema, problem('notFileList')).optional(),
  // Feeds before electron-builder 20 named one installer at the top level; current ones still write it
  // beside `files`, and electron-updater falls back to it when `files` is missing.
  path: z.string(problem('notFileName')).min(1, problem('empty')).optional(),
  sha512: sha512.optional(),
  releaseDate: z.string(problem('notDate')).nullable().optional(),
  releaseNotes: notesSchema.nullable().optional(),
});

type FeedShape = z.infer<typeof feedSchema>;

function filesOf(feed: FeedShape): UpdateFeedFile[] {
  const listed = feed.files ?? [];
  if (listed.length > 0) return listed.map((file) => ({ ...file, size: file.size ?? null }));
  if (feed.path && feed.sha512) return [{ url: feed.path, sha512: feed.sha512, size: null }];
  // electron-updater refuses such a feed too (ERR_UPDATER_NO_FILES_PROVIDED).
  throw new UpdateFeedError(t('update.feedNoFiles'));
}

function notesOf(notes: FeedShape['releaseNotes']): string | null {
  if (notes == null) return null;
  if (typeof notes === 'string') return notes;
  return notes.map((release) => `${release.version}\n${release.note ?? ''}`).join('\n\n');
}

/** A zod issue as a sentence: what is wrong, and where in the feed ("files[0].sha512"). */
function issueText(issue: z.core.$ZodIssue | undefined): string {
  const field = (issue?.path ?? [])
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
  // The data is an object by now: every issue is about one of its fields.
  if (!issue || field === '' || !isFieldProblem(issue.message)) return t('update.feedUnexpected');
  return t(FIELD_PROBLEMS[issue.message], { field });
}

function yamlOf(text: string): unknown {
  try {
    // The core schema: the feed's values stay strings and numbers (no timestamps turned into Dates, no
    // binary or custom tags from a feed nobody vetted).
    return load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    if (error instanceof YAMLException) {
      throw new UpdateFeedError(
        t('update.feedNotYaml', { reason: error.reason, line: String(error.mark.line + 1) }),
      );
    }
    throw error;
  }
}

/** The feed's text as data; throws UpdateFeedError, whose message says what is wrong, in a sentence. */
export function parseUpdateFeed(text: string): UpdateFeed {
  const data = yamlOf(text);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    // An HTML page (a captive portal, a web server's index) or stray text where the feed should be.
    throw new UpdateFeedError(t('update.feedNotFeed'));
  }
  const parsed = feedSchema.safeParse(data);
  if (!parsed.success) {
    throw new UpdateFeedError(issueText(parsed.error.issues[0]));
  }
  const feed = parsed.data;
  return {
    version: feed.version,
    releaseDate: feed.releaseDate ?? null,
    releaseNotes: notesOf(feed.releaseNotes),
    files: filesOf(feed),
  };
}
