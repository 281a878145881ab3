// What a CardDAV directory is read with. Main makes it from the directory's settings and the password
// from the keychain, for each read; the reader keeps none of it.
export interface CardDavConfig {
  /** What the person typed: a server ('https://contacts.icloud.com') or an address book's URL. */
  url: string;
  username: string;
  /** An app password, from the keychain: it goes only where credential-hosts.ts allows, and into no message. */
  password: string;
  /** The hrefs of the address books chosen in Settings; null for every address book found. */
  books: readonly string[] | null;
  /** The longest one request may take, its reply read whole included. */
  timeoutMs: number;
}
