// The CardDAV reader as main loads it, on first use: one file apart from main's start (scripts/main-bundle.mjs),
// for the reads and for Settings' Test, which share its DAV requests and the registrable-domain list.
export { createCardDavSource } from './carddav-source';
export { discoverCardDav } from './discovery';
