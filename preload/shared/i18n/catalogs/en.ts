// The source catalog: English. Its keys are the message type every other catalog and every call of t()
// is checked against (catalog-types.ts). A comment above a message says, for translators, what is not
// obvious from it. {name} is a placeholder, filled by the app; never translate inside braces. Plural
// forms pick by {count} (CLDR categories: one, other, and the language's own). `{` and `}` are reserved.

export const en = {
  // ─── The language setting ───
  // Messages of the language machinery itself and of the app's frame.
  /** The Settings field that picks the language. */
  'language.label': 'Language',
  /** The first choice of the language list: follow the computer's own language. */
  'language.system': 'Same as the computer ({language})',
  /** The call confirmation window's title (the OS shows it in the task bar). */
  'confirm.windowTitle': 'Call with Dialdesk?',
  /** The quick-dial box's window title (a small search-and-call window). */
  'quickDial.windowTitle': 'Quick dial',
  /** The quick-dial box's one field: its label and placeholder. */
  'quickDial.field': 'Name, company or number',
  /** Under the field: which saved account the calls go through; {account} is its name. */
  'quickDial.account': 'Calls from {account}',
  /** Read out as the results change; {count} is how many. */
  'quickDial.results': { one: '{count} result', other: '{count} results' },
  /** No contact, directory person or past caller matches the typed text. */
  'quickDial.noResults': 'No one found.',
  /** A result: the typed text read as a number, called as shown. */
  'quickDial.typedNumber': 'The number typed',
  /** The typed number's note: how main will dial it; {number} is the digits sent to the phone system. */
  'quickDial.dials': 'Dials {number}',
  /** A result's source: a starred number. */
  'quickDial.favourite': 'Favourite',
  /** A result's source: the company directory. */
  'quickDial.directory': 'Directory',
  /** The typed number's Do Not Call verdict from a cached lookup: flagged. */
  'quickDial.dncFlagged': 'Do Not Call',
  /** The same: a cached lookup did not flag it. */
  'quickDial.dncClear': 'Not on the Do Not Call list',
  /** The same: no lookup of the number is cached. */
  'quickDial.dncUnchecked': 'Not checked',
  /** The box's key hints, one line. */
  'quickDial.keys': 'Enter calls · Shift+Enter looks up · Esc closes',
  /** Said after Ctrl+C copied the highlighted number; {number} as shown. */
  'quickDial.copied': 'Copied {number}.',
  // ─── The frame ───
  // The window's frame (navigation, banners, the demo line), the first-run welcome, the call confirmation
  // window, and the sentences errors are said in. "Dialdesk" is the product's name (app.name).
  /**
   * The product's name: the window's title, the brand over the navigation, the navigation's name for
   * screen readers. Keep it as it is unless the product goes by another name in your language.
   */
  'app.name': 'Dialdesk',
  // The banners over every screen.
  /** Button (an ×) that closes the banner saying a switch to another saved account failed. */
  'app.dismissSwitchProblem': 'Dismiss the switch problem',
  /** Bold start of a banner; {account} is the name the person gave a saved account. A reason follows. */
  'app.switchFailed': 'Dialdesk could not switch to {account}.',
  /** The same, when the switch was to the demo phone system. */
  'app.switchFailedDemo': 'Dialdesk could not switch to the demo.',
  /** Button (an ×) that closes the banner saying the settings file had a problem and was repaired. */
  'app.dismissWarning': 'Dismiss this warning',
  /** Button (an ×) that closes the banner saying the call history file could not be read. */
  'app.dismissHistoryNotice': 'Dismiss the call history notice',
  /** Button (an ×) that closes the banner saying the list of accounts was damaged and restored. */
  'app.dismissAccountsNotice': 'Dismiss the accounts notice',
  /** Button (an ×) that closes the banner saying new voicemail is no longer checked for. */
  'app.dismissVoicemailProblem': 'Dismiss the voicemail problem',
  /** Button in a banner: opens the Settings screen, where the problem is fixed. */
  'app.openSettings': 'Open Settings',
  /** Bold start of a banner; the reason follows. */
  'app.voicemailNotChecked': 'New voicemail is not being checked.',
  /** Shown wherever data should be when the window lost its link to the app's background process. */
  'app.missingBridge': 'Dialdesk could not reach its main process. Restart the app.',
  /** Title of a call recording whose caller's name and number are both unknown. */
  'app.recordingNoParty': 'Recording',
  // Labels of a voicemail message's and a recording's facts, in their detail pane (a label column).
  /** The name the phone system shows for the caller. */
  'app.field.callerName': 'Caller name',
  'app.field.callerNumber': 'Caller number',
  /** When a voicemail message was received. */
  'app.field.received': 'Received',
  /** How long a message or recording lasts. */
  'app.field.length': 'Length',
  /** A voicemail message's priority (urgent or normal). */
  'app.field.priority': 'Priority',
  /** The voicemail box the message was left in (its number). */
  'app.field.mailbox': 'Mailbox',
  /** A recorded call's direction: incoming, outgoing or internal. */
  'app.field.direction': 'Direction',
  /** The number the recorded call went to. */
  'app.field.numberDialled': 'Number dialled',
  /** When the call was recorded. */
  'app.field.recorded': 'Recorded',

  // The navigation. A narrow window shows only icons: each label is then a tooltip.
  /** Button that opens the screen with the dial pad (a phone's number keys). */
  'nav.dialPad': 'Dial pad',
  /** Navigation entry: the screen listing calls made and received. */
  'nav.history': 'History',
  'nav.voicemail': 'Voicemail',
  /** Navigation entry: the screen of call recordings. */
  'nav.recordings': 'Recordings',
  /** Navigation entry: the screen that looks a phone number up (who it belongs to, Do Not Call). */
  'nav.lookup': 'Lookup',
  'nav.settings': 'Settings',
  /** What a screen reader says for the Voicemail entry while messages are unheard. */
  'nav.voicemailUnheard': { one: 'Voicemail {count} unheard', other: 'Voicemail {count} unheard' },
  /** Follows the count of unheard messages on the Voicemail entry (the count is shown, the word is not). */
  'nav.unheard': { one: 'unheard', other: 'unheard' },

  // The line over every screen while the demo runs.
  /** Bold label at the start of the demo line; a sentence starting in lower case follows it. */
  'demo.label': 'Demo:',
  /** After "Demo:" on the Settings screen, where the account form is below it. */
  'demo.madeUpUntilConnect': 'made-up calls until you connect below.',
  /** After "Demo:" on every other screen. */
  'demo.madeUp': 'these calls are made up.',
  /** Button: shows the demo's made-up calls (on the first-run screen and the demo line in Settings). */
  'demo.explore': 'Explore the demo',
  /** Button: opens Settings at the account form to connect Dialdesk to the company's phone system. */
  'demo.connect': 'Connect your phone system',

  // The first start without an account.
  /** Heading of the first screen at the very first start. */
  'firstRun.title': 'Welcome to Dialdesk',
  'firstRun.intro':
    "Dialdesk places calls through your company's phone system: your own extension rings first. It brings that system's voicemail, call history and recordings to your desk.",
  /** Bold start of a paragraph; "firstRun.demo" follows it. */
  'firstRun.notConnected': 'Dialdesk is not connected to a phone system yet.',
  /** Follows "Dialdesk is not connected to a phone system yet." ("it" is the connection). */
  'firstRun.demo':
    'Until it is, you can try everything on a demo: its calls, voicemail and recordings are made up, and no real phone rings.',
  /** Under the two buttons "Connect your phone system" and "Explore the demo". */
  'firstRun.hint':
    'To connect, you need your account id, domain, extension and key: your phone provider or administrator has them. You can explore the demo first and connect at any time.',

  // The call confirmation window: a small window, 420 px wide, asking before a number is called.
  /** Shown for a moment while the window reads the call it asks about. */
  'confirm.loading': 'Getting the call…',
  /** Over the number: where the number to call came from (a keyboard shortcut read the selected text). */
  'confirm.from.hotkey': 'Call from the selected text?',
  /** Over the number: it came from the menu of Dialdesk's icon in the system tray. */
  'confirm.from.tray': 'Call from the tray?',
  /** Over the number: it came from a clicked tel: link (in a web page, an email). */
  'confirm.from.link': 'Call from a link?',
  /** Over the number: it came from a command typed in a terminal. */
  'confirm.from.commandLine': 'Call from the command line?',
  /** Over the number: it came from the notification of a missed call. */
  'confirm.from.missedCall': 'Call from a missed-call notification?',
  /** Over the number: a keyboard shortcut read it from the text the person had selected. */
  'confirm.from.selection': 'Call from your selection?',
  /** Over the number: a keyboard shortcut read it from the clipboard (nothing was selected). */
  'confirm.from.clipboard': 'Call from the clipboard?',
  /**
   * Smaller, after the number in the heading: the digits actually sent to the phone system.
   * {number} is those digits ("(555) 555-0142 dials 5555550142").
   */
  'confirm.dials': 'dials {number}',
  /** {text} is the text the keyboard shortcut read (cut to one line), quoted. */
  'confirm.read': 'Read: {text}',
  /**
   * What happens on Call: the person's own phone ({extension}, its number in the phone system) rings
   * first, then connects to the number.
   */
  'confirm.plan': 'Your extension {extension} rings first.',
  /** As "confirm.plan", with the name of the saved account the call goes through ({account}). */
  'confirm.planOnAccount': 'Your extension {extension} on {account} rings first.',
  /** As "confirm.plan"; {dial} is an extension dialled once the call is answered ("ext. 89"). */
  'confirm.planThenDial': 'Your extension {extension} rings first, then dial extension {dial}.',
  /** As "confirm.planThenDial", with the name of the saved account the call goes through ({account}). */
  'confirm.planOnAccountThenDial':
    'Your extension {extension} on {account} rings first, then dial extension {dial}.',
  /**
   * The name screen readers give the part of the call confirmation that holds what a hotkey read, the
   * plan above and the lookup's facts, when the window is too short to show it whole and it scrolls.
   */
  'confirm.planLabel': 'About this call',
  /** Button: does not call. A key name ("Esc") follows it on the button. */
  'confirm.cancel': 'Cancel',
  /** Button: places the call. A key name ("Enter") may follow it on the button. */
  'confirm.call': 'Call',
  /** The Call button while the call is being placed. */
  'confirm.calling': 'Calling…',
  /** Button: closes the window. A key name ("Esc") follows it on the button. */
  'confirm.close': 'Close',
  /** The name of the Escape key as printed on keyboards, shown as a key on a button. */
  'confirm.keyEsc': 'Esc',
  /** The name of the Enter (Return) key as printed on keyboards, shown as a key on a button. */
  'confirm.keyEnter': 'Enter',
  'confirm.cancelled': 'Cancelled: nothing was dialled.',
  /** Heading when the call this window was opened for is gone. */
  'confirm.noCall': 'No call is waiting',
  'confirm.noCallWhy': 'It was placed or cancelled elsewhere. Nothing will be dialled from here.',

  // What went wrong, in two or three words: the headline over the full sentence that explains it.
  'errors.reason.invalidArgument': 'Invalid input',
  /** The app refused a request that did not come from one of its own windows. */
  'errors.reason.forbiddenSender': 'Request refused',
  /** No account is set up yet. */
  'errors.reason.notConfigured': 'Setup needed',
  /** The key (a password for the phone system's API) was never entered. */
  'errors.reason.keyMissing': 'Key not set',
  /** The operating system's password store (keychain) is not running. */
  'errors.reason.keychainUnavailable': 'Keychain unavailable',
  /** The operating system's password store (keychain) is locked. */
  'errors.reason.keychainLocked': 'Keychain locked',
  'errors.reason.settingsInvalid': 'Invalid settings',
  /** The phone system refused the key (a password for its API). */
  'errors.reason.unauthorized': 'Wrong key',
  /** The phone system knows the key but does not let this account do this. */
  'errors.reason.forbidden': 'Account not authorised',
  'errors.reason.notFound': 'Not found',
  'errors.reason.rateLimited': 'Too many requests',
  'errors.reason.serverError': 'Server problem',
  /** The server could not be reached, or did not answer in time. */
  'errors.reason.unreachable': 'Server unreachable',
  /** The server answered with something the app does not understand. */
  'errors.reason.unexpectedReply': 'Unexpected reply',
  /** Looking a phone number up (who it belongs to) failed. */
  'errors.reason.lookupFailed': 'Lookup failed',
  /** No phone number was found in the text given (a selection, the clipboard, a link). */
  'errors.reason.noNumber': 'No number found',
  /** A call was asked for while another was still being placed: this one was not sent. */
  'errors.reason.callInProgress': 'Call not sent',
  'errors.reason.callRejected': 'Call not placed',
  /** A number flagged "Do Not Call" was not confirmed, so it was not called. */
  'errors.reason.dncNotConfirmed': 'Do Not Call number',
  /** A call outside the account's calling hours where it rings was not confirmed. */
  'errors.reason.outsideCallingHours': 'Outside calling hours',
  /** The call waiting for confirmation was placed, cancelled or replaced meanwhile. */
  'errors.reason.callNotPending': 'Call no longer waiting',
  'errors.reason.crmNotConfirmed': 'Address not shown yet',
  /** The app is busy with the same thing already. */
  'errors.reason.busy': 'Busy',
  'errors.reason.internal': 'Something went wrong',
  /** The headline of a failed call: {reason} is one of the short reasons above, as a sentence. */
  'errors.headline': '{reason}.',
  /** Headline of a failed call that the phone system may have placed anyway (a timeout). */
  'errors.callMayRing': 'The call may still ring: check your phone before you try again.',

  // What a check of the account in Settings found. "Save" is the Settings button, "Details" the fold
  // under the sentence with the technical message, "above" the key field. {host} is a server's address
  // ("acme-01.pbx.example.com").
  /** {reason} is one of the short reasons (errors.reason.*). */
  'check.seeDetails': '{reason}: see Details.',
  'check.phoneSystem.unreachable':
    "Dialdesk couldn't reach the phone system. Check the account id and the domain (or the full address), and that this computer is online.",
  'check.phoneSystemAt.unreachable':
    "Dialdesk couldn't reach the phone system at {host}. Check the account id and the domain (or the full address), and that this computer is online.",
  'check.phoneSystem.timeout':
    "The phone system didn't answer in time. Check the account id and the domain (or the full address), then Save again.",
  'check.phoneSystemAt.timeout':
    "The phone system at {host} didn't answer in time. Check the account id and the domain (or the full address), then Save again.",
  'check.phoneSystem.notFound':
    'The phone system answered, but nothing at this address takes its requests. Check the account id and the domain (or the full address).',
  'check.phoneSystemAt.notFound':
    'The phone system at {host} answered, but nothing at this address takes its requests. Check the account id and the domain (or the full address).',
  /** Something (not a phone system) answered at the address. */
  'check.phoneSystem.unexpectedReply':
    'Something answered at the phone system, but not as the service does. Check the account id and the domain (or the full address).',
  /** Something (not a phone system) answered at the address {host}. */
  'check.phoneSystemAt.unexpectedReply':
    'Something answered at the phone system at {host}, but not as the service does. Check the account id and the domain (or the full address).',
  'check.phoneSystem.serverError': 'The phone system had a problem answering. Save again in a moment.',
  'check.phoneSystemAt.serverError':
    'The phone system at {host} had a problem answering. Save again in a moment.',
  /** The server answered "too many requests". */
  'check.phoneSystem.rateLimited': 'The phone system asked Dialdesk to slow down. Save again in a minute.',
  /** The server answered "too many requests". */
  'check.phoneSystemAt.rateLimited':
    'The phone system at {host} asked Dialdesk to slow down. Save again in a minute.',
  /** The key is a password for the phone system's API. */
  'check.phoneSystem.unauthorized':
    'The phone system refused the phone-system key. Paste the whole key again above, then Save.',
  /** The key is a password for the phone system's API. */
  'check.phoneSystemAt.unauthorized':
    'The phone system at {host} refused the phone-system key. Paste the whole key again above, then Save.',
  'check.phoneSystem.forbidden':
    'The phone system took the key, but its API account may not read call history. Ask your phone-system administrator to allow it.',
  'check.phoneSystemAt.forbidden':
    'The phone system at {host} took the key, but its API account may not read call history. Ask your phone-system administrator to allow it.',
  'check.phoneSystem.notConfigured':
    'Enter the account id, your extension and the domain (or a full address) to connect.',
  'check.lookup.unreachable':
    "Dialdesk couldn't reach the lookup service. Check the lookup URL, and that this computer is online.",
  'check.lookupAt.unreachable':
    "Dialdesk couldn't reach the lookup service at {host}. Check the lookup URL, and that this computer is online.",
  'check.lookup.timeout': "The lookup service didn't answer in time. Check the lookup URL, then Save again.",
  'check.lookupAt.timeout':
    "The lookup service at {host} didn't answer in time. Check the lookup URL, then Save again.",
  'check.lookup.notFound':
    'The lookup service answered, but nothing at this address takes its requests. Check the lookup URL.',
  'check.lookupAt.notFound':
    'The lookup service at {host} answered, but nothing at this address takes its requests. Check the lookup URL.',
  /** Something (not a lookup service) answered at the address. */
  'check.lookup.unexpectedReply':
    'Something answered at the lookup service, but not as the service does. Check the lookup URL.',
  /** Something (not a lookup service) answered at the address {host}. */
  'check.lookupAt.unexpectedReply':
    'Something answered at the lookup service at {host}, but not as the service does. Check the lookup URL.',
  'check.lookup.serverError': 'The lookup service had a problem answering. Save again in a moment.',
  'check.lookupAt.serverError':
    'The lookup service at {host} had a problem answering. Save again in a moment.',
  /** The server answered "too many requests". */
  'check.lookup.rateLimited': 'The lookup service asked Dialdesk to slow down. Save again in a minute.',
  /** The server answered "too many requests". */
  'check.lookupAt.rateLimited':
    'The lookup service at {host} asked Dialdesk to slow down. Save again in a minute.',
  'check.lookup.refused':
    'The lookup service refused the lookup key. Paste the whole key again above, then Save.',
  'check.lookupAt.refused':
    'The lookup service at {host} refused the lookup key. Paste the whole key again above, then Save.',
  /** The service accepted the key; the number it was tested with is unknown to it. */
  'check.lookup.nothingFound': 'The lookup service took the key, but found nothing for this number.',
  /** The service accepted the key; the number it was tested with is unknown to it. */
  'check.lookupAt.nothingFound':
    'The lookup service at {host} took the key, but found nothing for this number.',
  'check.lookup.notConfigured': 'Enter the lookup URL to look numbers up.',
  /** The operating system's password store (keychain) is locked. */
  'check.keychainLocked':
    'Your system keychain is locked, so Dialdesk cannot read the key. Unlock it, then Save again.',
  /** The operating system's password store (keychain) is not running; Details name what to install. */
  'check.keychainUnavailable':
    'No system keychain is running, so Dialdesk cannot keep the key. Details say what to install.',
  /** The key was saved while the account pointed at another server: it is not sent to this one. */
  'check.pbxKey.otherAddress':
    'The phone-system key was entered for another address: paste it again above, then Save.',
  /** The key was saved while the account pointed at another server: it is not sent to {host}. */
  'check.pbxKey.otherAddressAt':
    'The phone-system key was entered for another address: paste it again above for {host}, then Save.',
  'check.pbxKey.missing': 'No phone-system key is saved yet: paste it above, then Save.',
  'check.pbxKey.missingAt': 'No phone-system key is saved for {host} yet: paste it above, then Save.',
  /** The key was saved while the lookup URL pointed at another server: it is not sent to this one. */
  'check.lookupKey.otherAddress':
    'The lookup key was entered for another address: paste it again above, then Save.',
  /** The key was saved while the lookup URL pointed at another server: it is not sent to {host}. */
  'check.lookupKey.otherAddressAt':
    'The lookup key was entered for another address: paste it again above for {host}, then Save.',
  'check.lookupKey.missing': 'No lookup key is saved yet: paste it above, then Save.',
  'check.lookupKey.missingAt': 'No lookup key is saved for {host} yet: paste it above, then Save.',
  // ─── History and lists ───
  // Messages of call history and of what every list shares: the rows, their filters and days, the call
  // detail with its fields, the list states (loading, empty, failed), the CSV export, and the words dates
  // and durations are written with.
  // History: the screen.

  /** The History screen's heading. */
  'history.title': 'Call history',
  /** The accessible name of the grid of calls. */
  'history.list.label': 'Calls',
  /** Headline when no call falls on the days chosen in the date filter. */
  'history.empty.range.title': 'No calls in these days',
  'history.empty.range.body': 'Choose other days, or clear the dates to see all calls.',
  /** Headline when the phone system has no call at all for this user. */
  'history.empty.title': 'No calls yet',
  'history.empty.body': 'Calls you make and take appear here.',
  /** The search of every stored call found nothing. {filter}: the words the person typed. */
  'history.noMatch.search': 'No call matches “{filter}”',
  /** The kind of call chosen (Missed, Incoming…) or the days leave no stored call. */
  'history.noMatch.kind': 'No such call',
  /** The filter found nothing among the calls loaded so far. {filter}: the words the person typed. */
  'history.noMatch.loadedSearch': 'No loaded call matches “{filter}”',
  'history.noMatch.loadedKind': 'No such call loaded',
  'history.noMatch.widen': 'Clear the filter to see every call.',
  /** Under the list. English uses one form for every number. */
  'history.summary.stored': { other: '{count} calls stored on this computer' },
  /** Under the list, while a search or a kind of call narrows the stored calls. */
  'history.summary.storedMatch': { other: '{count} stored calls match' },
  /** Under the list. {shown}: the calls that match; {count}: the calls loaded. */
  'history.summary.loadedMatch': { other: '{shown} of {count} loaded calls match' },
  'history.summary.loaded': { other: '{count} calls loaded' },
  /**
   * Under the list: which key does what. {up}, {down}, {enter}, {c} and {l} are the keys (↑, ↓, Enter as
   * hotkeys.key.enter names it, C, L), shown as key caps; the letters are the shortcuts and do not change
   * with the language.
   */
  'history.keys': '{up} {down} move · {enter} details · {c} call back · {l} look up',
  /** While the calls are copied to the computer for search. */
  'history.backfill.progress': { other: 'Copying call history to this computer: {count} calls' },
  /** {day}: the oldest day copied so far ("Yesterday", "Mon 3 Jun", "3 Jun 2023"). */
  'history.backfill.progressBackTo': {
    other: 'Copying call history to this computer: {count} calls · back to {day}',
  },
  /** Button: stops copying the calls (it goes on at the next start). */
  'history.backfill.cancel': 'Cancel',

  // History: the columns and the rows.

  /** Column heading: when the call started. */
  'history.column.time': 'Time',
  /** Column heading: how long the call lasted. */
  'history.column.duration': 'Duration',
  /** Column heading: the other party of the call. */
  'history.column.party': 'Name and number',
  /** Column heading: which way the call went, or what happened to it (Incoming, Missed…). Narrow column. */
  'history.column.type': 'Type',
  /** Column heading, read by screen readers only: the buttons of each row. */
  'history.column.actions': 'Actions',
  /**
   * Read by screen readers for a call that was not answered: {direction} is Incoming, Outgoing, Internal
   * or Call; what follows says what happened.
   */
  'history.row.spoken.missed': '{direction}, missed',
  'history.row.spoken.voicemail': '{direction}, voicemail',
  'history.row.spoken.busy': '{direction}, busy',
  'history.row.spoken.noAnswer': '{direction}, no answer',
  'history.row.spoken.cancelled': '{direction}, cancelled',
  'history.row.spoken.failed': '{direction}, failed',
  /**
   * In the Duration column of a call nobody answered, instead of a length. {rest} is
   * history.row.noTalkRest, which only screen readers read: together they say "No talk time".
   */
  'history.row.noTalk': 'No talk{rest}',
  /** See history.row.noTalk: the end of "No talk time", hidden on screen. May be empty. */
  'history.row.noTalkRest': ' time',
  /** Tooltip of "No talk". {duration}: how long it rang, as 1:05. */
  'history.row.notAnswered': 'Not answered. The call lasted {duration}.',
  /** A row's button, read by screen readers. {name}: the other party's name or number. */
  'history.row.callBack': 'Call back {name}',
  /** Tooltip of a row's Call back button; C is its shortcut key. */
  'history.row.callBackTitle': 'Call back (C)',
  /** A row's button, read by screen readers. {number}: the phone number. */
  'history.row.lookUp': 'Look up {number}',
  /** Tooltip of a row's Look up button; L is its shortcut key. */
  'history.row.lookUpTitle': 'Look up (L)',

  // History: the filters.

  /** Accessible name of the list of call kinds below. */
  'history.kind.label': 'Calls to show',
  /** Choices of the filter of calls shown. */
  'history.kind.all': 'All calls',
  'history.kind.missed': 'Missed',
  'history.kind.inbound': 'Incoming',
  'history.kind.outbound': 'Outgoing',
  'history.kind.local': 'Internal',
  /** Placeholder of the search field: short, it shows whole on a narrow window. */
  'history.search.placeholder': 'Name or number',
  /** Accessible name of the search field when every stored call is searched. */
  'history.search.local': 'Search calls by name or number',
  /** Accessible name of the search field when it only narrows the calls loaded so far. */
  'history.search.loaded': 'Filter loaded calls by name or number',

  // Which way a call went, and what happened to it (also the CSV export's Result column).

  /** Which way a call went, alone on a row or in the detail; Call when the phone system does not say. */
  'history.direction.inbound': 'Incoming',
  'history.direction.outbound': 'Outgoing',
  'history.direction.local': 'Internal',
  'history.direction.unknown': 'Call',
  /** What happened to a call: on its row, in missed-call notices and in the exported file. */
  'history.result.answered': 'Answered',
  'history.result.missed': 'Missed',
  'history.result.voicemail': 'Voicemail',
  'history.result.busy': 'Busy',
  'history.result.noAnswer': 'No answer',
  'history.result.cancelled': 'Cancelled',
  'history.result.failed': 'Failed',

  // History: the CSV export.

  /** Button that saves the calls shown to a CSV file (a dialog asks where). */
  'history.export.button': 'Export CSV…',
  'history.export.cancelling': 'Cancelling the export…',
  'history.export.starting': 'Exporting call history…',
  'history.export.loaded': { other: 'Loaded {count} calls…' },
  /** Button. */
  'history.export.cancel': 'Cancel export',
  /** Headline of the export's error. */
  'history.export.failed': "Couldn't export call history",
  'history.export.cancelled': 'Export cancelled.',
  /** {path}: the file written, with its folder. */
  'history.export.written': { other: 'Exported {count} calls to {path}' },
  /**
   * After history.export.written: which character splits the file's columns. It is this computer's list
   * separator (Windows) or the one beside its region's decimal mark (macOS, Linux), so that its
   * spreadsheets open the file as a table.
   */
  'history.export.separatorComma':
    "Columns are separated by commas (,), following this computer's region settings.",
  /** As history.export.separatorComma, for a semicolon. */
  'history.export.separatorSemicolon':
    "Columns are separated by semicolons (;), following this computer's region settings.",
  /** Button: opens the folder of the file in the system's file manager. */
  'history.export.showInFolder': 'Show in folder',
  /** Button (an ×) that hides the export's result, read by screen readers. */
  'history.export.dismiss': 'Dismiss',

  // Settings, Call history: the local copy of the calls.

  'history.local.noMissedAlerts':
    'Missed-call alerts are not available for this phone system: its call records do not say which calls were missed.',
  'history.local.unplaced': {
    one: '{count} call from the phone system has no usable start time and is not kept on this computer.',
    other: '{count} calls from the phone system have no usable start time and are not kept on this computer.',
  },
  'history.local.stored': { other: '{count} calls are stored on this computer.' },
  'history.local.noneStored': 'No calls are stored on this computer.',
  /** Button: deletes the calls copied to this computer. */
  'history.local.delete': 'Delete local history',
  /** The Delete local history button while it works. */
  'history.local.deleting': 'Deleting…',
  'history.local.deleteFailed': "Couldn't delete the local history",

  // The call detail.

  /** While the call opened from the list is fetched. */
  'detail.opening': 'Opening the call…',
  /** Above the detail's name: what the call was. */
  'detail.kind.missed': 'Missed call',
  'detail.kind.inbound': 'Incoming call',
  'detail.kind.outbound': 'Outgoing call',
  'detail.kind.local': 'Internal call',
  'detail.kind.unknown': 'Call',
  /** Above the detail's name. {what}: "Missed call", "Incoming call"…; {time}: "Today 14:03", "Mon 3 Jun 14:03". */
  'detail.eyebrow': '{what} · {time}',
  /**
   * Under the detail's name: where the name came from. The phone system's name on this very call, or the
   * name it recorded for the same number on other calls (a colleague named on the calls they placed).
   */
  'detail.nameFrom.contact': 'Name from your contacts',
  'detail.nameFrom.directory': 'Name from the company directory',
  'detail.nameFrom.thisCall': 'Name from this call',
  'detail.nameFrom.otherCalls': 'Name from other calls with this number',
  /** Button: calls the other party. */
  'detail.callBack': 'Call back',
  'detail.loadingFields': 'Loading every field of the call…',
  'detail.loadFailed': "Couldn't load the full call record",
  /** Accessible name of the list of the call's facts. */
  'detail.fields': 'Call details',
  /** Heading of what a saved lookup of the number says, before calling it. */
  'detail.facts.label': 'Before you call',
  /** Button: opens Lookup with what is known of the number. */
  'detail.facts.details': 'Lookup details',
  /** Button: opens Lookup to look the number up. */
  'detail.facts.lookUp': 'Look up',
  'detail.facts.reading': 'Reading the lookup cache…',
  'detail.facts.none': 'Not looked up yet.',
  /** Accessible name of the pane that shows the item opened from a list. */
  'detail.pane': 'Details',
  /** Button that goes back to the list from a detail shown over it. */
  'detail.back': 'Back',
  /** Button (an ×) that closes the detail, read by screen readers. */
  'detail.close': 'Close details',

  /** Labels of a call's facts in the detail. */
  'detail.field.direction': 'Direction',
  'detail.field.callerName': 'Caller name',
  'detail.field.callerNumber': 'Caller number',
  'detail.field.dialled': 'Number dialled',
  /** When the call started. */
  'detail.field.started': 'Started',
  /** When the call was answered. */
  'detail.field.answered': 'Answered',
  /** When the call ended. */
  'detail.field.ended': 'Ended',
  'detail.field.duration': 'Duration',
  'detail.field.talkTime': 'Talk time',
  /** Label of why the call ended (the values are detail.hangupCause.*). */
  'detail.field.hangupCause': 'How it ended',
  'detail.field.extension': 'Extension',
  /** MOS: the mean opinion score, a measure of call audio from 1 (bad) to 5 (excellent). */
  'detail.field.audioQuality': 'Audio quality (MOS, 1–5)',
  /** The value of Answered for a call nobody answered. Lower case: a value, not a sentence. */
  'detail.field.notAnswered': 'not answered',
  /** The value of Audio quality for a call without audio. Lower case: a value, not a sentence. */
  'detail.field.noAudio': 'no audio',

  /** How a call ended, from the phone system's hangup cause. */
  'detail.hangupCause.normalClearing': 'Ended normally',
  'detail.hangupCause.noAnswer': 'No answer',
  'detail.hangupCause.userBusy': 'Line busy',
  'detail.hangupCause.originatorCancel': 'Caller hung up before it was answered',
  'detail.hangupCause.callRejected': 'Call rejected',
  'detail.hangupCause.noUserResponse': 'No response from the phone',
  'detail.hangupCause.unallocatedNumber': 'Number not in service',
  'detail.hangupCause.normalTemporaryFailure': 'Temporary network failure',
  'detail.hangupCause.recoveryOnTimerExpire': 'Timed out',
  /** Another phone of the same group answered the call. */
  'detail.hangupCause.loseRace': 'Answered elsewhere',
  'detail.hangupCause.subscriberAbsent': 'Phone not registered',
  'detail.hangupCause.destinationOutOfOrder': 'Destination out of order',
  'detail.hangupCause.invalidNumberFormat': 'Invalid number format',

  // Fields of a record (call, voicemail, recording, lookup) and of Settings.

  /** The value of a field the phone system sent empty (it is not a "no"). Lower case: a value. */
  'fields.notProvided': 'not provided',
  /** Fold that holds every field of a record exactly as the phone system sent it. */
  'fields.all': 'All fields',
  /** Shown in the hotkey field when no hotkey is set. */
  'fields.hotkey.off': 'Off',
  /** Button that clears the hotkey. */
  'fields.hotkey.turnOff': 'Turn off',
  'fields.hotkey.howTo': 'Click the field and press the keys.',
  'fields.country.choose': 'Choose a country from the list.',

  // What every list shares. History, Voicemail and Recordings each have their own sentence.

  'list.loading.history': 'Loading call history…',
  'list.loading.voicemail': 'Loading voicemail…',
  'list.loading.recordings': 'Loading recordings…',
  /** Headline of the error when a list could not be read. */
  'list.failed.history': "Couldn't load call history",
  'list.failed.voicemail': "Couldn't load voicemail",
  'list.failed.recordings': "Couldn't load recordings",
  /** Over a list read from the copy saved for offline use. {time}: when it was saved ("Today 14:03"). */
  'list.saved.history': 'Saved call history as of {time}',
  'list.saved.voicemail': 'Saved voicemail as of {time}',
  'list.saved.recordings': 'Saved recordings as of {time}',
  /** {saved}: list.saved.*, while the list is read again from the phone system. */
  'list.savedLoading': '{saved} · loading the latest…',
  /** The Refresh button, read by screen readers. */
  'list.refresh.history': 'Refresh call history',
  'list.refresh.voicemail': 'Refresh voicemail',
  'list.refresh.recordings': 'Refresh recordings',
  /** Tooltip of the Refresh button. */
  'list.refresh': 'Refresh',
  /** Under a list. {summary}: how many rows are loaded or match ("1,200 calls loaded"). */
  'list.footer.loadingMore': '{summary} · loading more…',
  'list.footer.allLoaded': '{summary} · all loaded',
  /** Headline of the error when the next page of a list could not be read. */
  'list.failedMore.calls': "Couldn't load more calls",
  'list.failedMore.recordings': "Couldn't load more recordings",
  /** Button when no loaded row matches the filters. */
  'list.loadMore.calls': 'Load more calls',
  'list.loadMore.recordings': 'Load more recordings',
  /** Button that shows or hides the filters on a narrow window. */
  'list.filters': 'Filters',
  /** The Filters button, read by screen readers, when some filters are in use. */
  'list.filtersInUse': { other: 'Filters, {count} in use' },

  /** Accessible name of the first day, last day and buttons that narrow a list to some days. */
  'list.days.label': 'Days to show',
  /** Beside the first day's date field. */
  'list.days.from': 'From',
  /** Beside the last day's date field. */
  'list.days.to': 'To',
  /** Accessible name of the first day's date field. */
  'list.days.firstDay': 'First day',
  /** Accessible name of the last day's date field. */
  'list.days.lastDay': 'Last day',
  /** Button that applies the days chosen. */
  'list.days.show': 'Show days',
  /** Button that clears the days: every day shows again. */
  'list.days.all': 'All days',
  'list.days.reversed': 'The first day is after the last day.',

  /**
   * Headline of an error. {what}: what failed ("Couldn't load call history"); {reason}: the kind of
   * failure, in bold ("Network error").
   */
  'list.error.title': '{what}: {reason}',
  /** Fold under an error that holds what only helps someone digging. */
  'list.error.details': 'Details',
  /** {code}: an error code such as network-unreachable, kept as it is. */
  'list.error.code': 'Error code: {code}',
  /** Button: tries the failed read again. */
  'list.error.retry': 'Retry',
  'list.error.openSettings': 'Open Settings',

  // Dates and durations.

  /** The day of a call today, before its time ("Today 14:03"). */
  'time.today': 'Today',
  'time.yesterday': 'Yesterday',
  /** A day and a time of day. {day}: "Today", "Mon 3 Jun", "3 Jun 2023"; {time}: "14:03", "2:03 PM". */
  'time.dayAndTime': '{day} {time}',
  /** How long ago something happened, under a minute ago. Lower case: it follows other words. */
  'time.justNow': 'just now',
  /** Parts of a duration, as "1 h 5 min 7 s": keep them short. */
  'time.hours': '{count} h',
  'time.minutes': '{count} min',
  'time.seconds': '{count} s',
  // ─── People ───
  // The People screen (the person's own contacts, kept on this computer), the contact editor, the
  // favourites, the question which number to call, and Save to contacts on other screens.
  /** The navigation entry of the People screen. */
  'nav.people': 'People',
  /** The People screen's title. */
  'people.title': 'People',
  /** Beside the title: how many contacts there are. */
  'people.count': { one: '{count} contact', other: '{count} contacts' },
  /** Beside the title while a search is typed: how many contacts it found. */
  'people.countFound': { one: '{count} found', other: '{count} found' },
  /** Button: opens the editor for a new contact. */
  'people.add': 'Add contact',
  /** The search field's placeholder (short: the field is narrow). */
  'people.searchPlaceholder': 'Name, company or number',
  /** The search field's name for screen readers. */
  'people.searchLabel': 'Search contacts by name, company, note or number',
  /** The contact list's name for screen readers. */
  'people.listLabel': 'Contacts',
  'people.loading': 'Loading contacts…',
  'people.loadFailed': "Couldn't load your contacts",
  /** People with no contact yet: what the screen is for. */
  'people.empty.title': 'No contacts yet',
  'people.empty.body':
    'Keep the people you call here, with all their numbers. Their names then show in History, in Voicemail and on every call, and you can star the numbers you call most.',
  /** A search that found no contact. {search}: what was typed. */
  'people.noMatch': 'No contact matches “{search}”',
  'people.noMatchWiden': 'Clear the search to see every contact.',
  /**
   * The keys hint under the list. {up}, {down}, {enter} and {c} are the keys, shown as key caps; the words
   * after each say what the key does.
   */
  'people.keys': '{up} {down} move · {enter} open · {c} call',
  /** In a contact's row when it has no number. */
  'people.row.noNumbers': 'No numbers',
  /**
   * What a number is, as the person labels it: a select in the editor, and beside the number elsewhere
   * (People, the dial pad, the tray's favourites).
   */
  'people.label.work': 'Work',
  'people.label.mobile': 'Mobile',
  'people.label.home': 'Home',
  'people.label.extension': 'Extension',
  'people.label.other': 'Other',
  /** Above the name in a contact's detail. */
  'people.eyebrow': 'Contact',
  /** While a contact opened from the list is read. */
  'people.opening': 'Opening the contact…',
  'people.openFailed': "Couldn't open the contact",
  /** Button: calls the contact (asks which number when it has several). */
  'people.call': 'Call',
  /** Button: opens the contact in the editor. */
  'people.edit': 'Edit',
  /** Button: deletes the contact (Undo is offered right after). */
  'people.delete': 'Delete',
  /** Heading of a contact's numbers in its detail. */
  'people.numbers': 'Numbers',
  'people.noNumbers': 'No numbers saved for this contact.',
  /** Heading of a contact's note in its detail. */
  'people.note': 'Note',
  /**
   * The star button of a number, a toggle (screen readers add "pressed" when it is a favourite). {label}:
   * "Mobile", "Work"…; {number}: the number.
   */
  'people.star': 'Favourite: {label} {number}',
  /** The name of a number's Call button for screen readers: starts with the button's word (people.call). */
  'people.callNumber': 'Call {label} {number}',
  /** The name of a number's Look up button for screen readers: starts with the button's words (Look up). */
  'people.lookUpNumber': 'Look up {label} {number}',
  /** The name of a number's Copy button for screen readers: starts with the button's word (Copy). */
  'people.copyNumber': 'Copy {label} {number}',
  /** Under an extension saved under another account. {account}: that account's name. */
  'people.otherAccount': 'An extension on {account}: it is called and starred only there.',
  /** After a delete, over the list. {name}: the contact deleted, in bold. */
  'people.deleted': 'Deleted {name}.',
  /** Button: brings the contact just deleted back. */
  'people.undo': 'Undo',
  /** The button (an ×) that takes the Undo line away, read by screen readers. */
  'people.dismissDeleted': 'Dismiss',
  'people.deleteFailed': "Couldn't delete the contact",
  'people.restoreFailed': "Couldn't bring the contact back",
  /** The button (an ×) of the banner that says the contacts file was restored from its backup. */
  'people.dismissRestored': 'Dismiss this notice about your contacts',
  /** Under a name from the person's contacts: the name the phone system gave the number. {name}: that name. */
  'people.recordedName': 'The phone system calls it {name}',
  /** Button on a call, a voicemail, a recording or a lookup: saves its number as a new contact. */
  'people.saveTo': 'Save to contacts',
  /** Button on a call, a voicemail, a recording or a lookup whose number a contact holds: edits it. */
  'people.editContact': 'Edit contact',
  // Favourites.
  /** Heading of the starred numbers, at the top of People and of the dial pad. */
  'people.favourites.title': 'Favourites',
  /** The buttons that move a favourite, for screen readers. */
  'people.favourites.moveUp': 'Move {name}, {label}, up',
  'people.favourites.moveDown': 'Move {name}, {label}, down',
  /** Said to screen readers after a move. {position}: its place now; {total}: how many favourites. */
  'people.favourites.moved': '{name}, {label}: {position} of {total}',
  /** Under the favourites. {up} and {down}: the keys (Alt+↑, Alt+↓), shown as key caps. */
  'people.favourites.keys': '{up} {down} move the focused favourite',
  'people.favourites.starFailed': "Couldn't change the favourite",
  'people.favourites.orderFailed': "Couldn't change the order of the favourites",
  /** Over a contact's numbers when the person calls a contact with several. {name}: the contact. */
  'people.choose.title': 'Which number for {name}?',
  // The contact editor.
  /** The editor's title for a new contact. */
  'people.editor.new': 'New contact',
  /** Above the editor of a saved contact. */
  'people.editor.edit': 'Edit contact',
  'people.editor.name': 'Name',
  'people.editor.company': 'Company',
  'people.editor.note': 'Note',
  /** The legend over the number rows. */
  'people.editor.numbers': 'Numbers',
  /** A number row's label select, for screen readers. {position}: the row's place (1, 2…). */
  'people.editor.label': 'Label of number {position}',
  /** A number row's field, for screen readers. {position}: the row's place (1, 2…). */
  'people.editor.number': 'Number {position}',
  /** The × of a number row, for screen readers. */
  'people.editor.removeNumber': 'Remove number {position}',
  'people.editor.addNumber': 'Add number',
  /** Beside Add number when the contact holds as many numbers as it can. */
  'people.editor.tooManyNumbers': {
    one: 'A contact holds at most {count} number.',
    other: 'A contact holds at most {count} numbers.',
  },
  /** Under a field that holds as much text as it can. */
  'people.editor.atLimit': {
    one: 'At most {count} character: this is the limit.',
    other: 'At most {count} characters: this is the limit.',
  },
  'people.editor.nameRequired': 'Enter a name.',
  'people.editor.save': 'Save contact',
  'people.editor.saveFailed': "Couldn't save the contact",
  // ─── Voicemail, recordings, lookup, dial pad, calls ───
  // Messages of Voicemail, Recordings, the audio player, Lookup, the dial pad and the call status line.
  /** The Voicemail screen's title. */
  'voicemail.title': 'Voicemail',
  /** Beside the title while a search narrows the list: {count} messages match out of {total}. */
  'voicemail.countMatching': { one: '{count} of {total} match', other: '{count} of {total} match' },
  /** Beside the title: {count} messages not listened to yet, out of {total} listed. */
  'voicemail.countUnheard': { one: '{count} unheard of {total}', other: '{count} unheard of {total}' },
  /** Beside the title: how many messages are listed. */
  'voicemail.countMessages': { one: '{count} message', other: '{count} messages' },
  /** The search field's placeholder (short: the field is narrow). */
  'voicemail.searchPlaceholder': 'Name, number or words',
  /** The search field's name for screen readers. */
  'voicemail.searchLabel': 'Search voicemail by name, number or transcription',
  'voicemail.emptyTitle': 'No voicemail',
  'voicemail.emptyText': 'Messages callers leave for you appear here.',
  'voicemail.noMatchTitle': 'No message matches',
  'voicemail.noMatchWiden': 'Clear the search to see every message.',
  /** The message list's name for screen readers. */
  'voicemail.listLabel': 'Voicemail messages',
  /**
   * The keys hint under the list. {up}, {down}, {enter}, {space} and {esc} are the keys, shown as key caps
   * (voicemail.key.*); the words after each say what the key does.
   */
  'voicemail.keys': '{up} {down} move · {enter} open · {space} play or pause · {esc} close',
  /** The Enter key's name on a key cap. */
  'voicemail.key.enter': 'Enter',
  /** The space bar's name on a key cap. */
  'voicemail.key.space': 'Space',
  /** The Escape key's name on a key cap (short). */
  'voicemail.key.esc': 'Esc',
  /** In a message's row: the mailbox (voice mail box) it was left in; {mailbox} is its number, e.g. 201. */
  'voicemail.mailbox': 'Mailbox {mailbox}',
  /** A message's status, as a tag in its row and as the Status field of its detail: not listened to yet. */
  'voicemail.status.unheard': 'Unheard',
  /** A message's status in its detail: listened to (here or on a phone). */
  'voicemail.status.heard': 'Heard',
  /** A message's status: someone deleted it on a desk phone (the phone system still lists it). */
  'voicemail.status.deleted': 'Deleted on the phone',
  /** The Status field's value while the app does not know yet whether the message was heard. */
  'voicemail.status.unknown': 'not known yet',
  /** The label of a message's status in its detail. */
  'voicemail.status.label': 'Status',
  /** Above the caller in a message's detail. */
  'voicemail.eyebrow': 'Voicemail',
  /** Above the caller in a message's detail; {date} is when it was left, e.g. "Today 2:03 PM". */
  'voicemail.eyebrowAt': 'Voicemail · {date}',
  /** The player's name when the message has no caller name or number. */
  'voicemail.playerLabel': 'Voicemail',
  /** The name of the list of a message's facts, for screen readers. */
  'voicemail.detailsLabel': 'Message details',

  /** The Recordings screen's title, and the recording list's name for screen readers. */
  'recordings.title': 'Recordings',
  /** The search field's placeholder (short: the field is narrow). */
  'recordings.searchPlaceholder': 'Name, number or words',
  /** The search field's name for screen readers: it searches only the recordings loaded so far. */
  'recordings.searchLabel': 'Search loaded recordings by name, number or transcription',
  'recordings.emptyTitle': 'No recordings',
  'recordings.emptyText': 'Recorded calls appear here.',
  'recordings.noMatchTitle': 'No loaded recording matches',
  'recordings.noMatchWiden': 'Clear the search or the days to see every recording.',
  /** Under the list while a search or days narrow it: {count} recordings match out of {total} loaded. */
  'recordings.countMatching': {
    one: '{count} of {total} loaded recordings match',
    other: '{count} of {total} loaded recordings match',
  },
  /** Under the list: how many recordings are loaded so far (more load as the list scrolls). */
  'recordings.countLoaded': { one: '{count} recording loaded', other: '{count} recordings loaded' },
  /** Above the other party in a recording's detail: the kind of call it recorded. */
  'recordings.call.inbound': 'Incoming call',
  'recordings.call.outbound': 'Outgoing call',
  /** A call between two extensions of the same phone system. */
  'recordings.call.local': 'Internal call',
  /** A call whose direction the phone system did not say. */
  'recordings.call.unknown': 'Call',
  /** Above the other party in a recording's detail: {call} is the kind of call (recordings.call.*), {date} when. */
  'recordings.eyebrowAt': '{call} · {date}',
  /** The name of the list of a recording's facts, for screen readers. */
  'recordings.detailsLabel': 'Recording details',

  /** The audio player's name for screen readers; {label} is who left the message or was recorded. */
  'player.label': 'Player: {label}',
  /** The player's button (a verb), while paused. */
  'player.play': 'Play',
  /** The player's button (a verb), while playing. */
  'player.pause': 'Pause',
  /** The playhead slider's name for screen readers. */
  'player.seek': 'Seek',
  /** What a screen reader says of the playhead: {time} played of {duration}, e.g. "0:12 of 1:05". */
  'player.position': '{time} of {duration}',
  /** What a screen reader says of the playhead while the length is not known: {time} played, e.g. "0:12". */
  'player.positionUnknownLength': '{time} of unknown length',
  /** The name of the group of speed buttons, for screen readers. */
  'player.speeds': 'Playback speed',
  /** A speed button: {speed} is the rate, e.g. 1.5 (played one and a half times as fast). */
  'player.speed': '{speed}×',
  /** The sentence naming what failed to load, over the reason. */
  'player.loadFailed.message': "Couldn't load the message",
  'player.loadFailed.recording': "Couldn't load the recording",
  'player.loading.message': 'Loading the message…',
  'player.loading.recording': 'Loading the recording…',
  'player.noAudio.message': 'The phone system sent no audio for the message.',
  'player.noAudio.recording': 'The phone system sent no audio for the recording.',
  /** A button: opens a dialog to save the audio as a file. */
  'player.save': 'Save audio…',
  /** The Save audio button while its dialog is open or the file is written. */
  'player.saving': 'Saving…',
  /** After saving; {file} is the saved file's name. */
  'player.savedAs': 'Saved as {file}',
  /** A button: shows the saved file in the system's file manager. */
  'player.showInFolder': 'Show in folder',
  /** The sentence naming what failed, over the reason. */
  'player.saveFailed': "Couldn't save the audio",

  /** The heading over what was said in a message or recording. */
  'transcript.heading': 'Transcription',
  /**
   * In a transcription, who speaks when the transcript names speakers only by an id; {number} is the
   * order in which they first speak (1, 2, ...).
   */
  'transcript.speaker': 'Speaker {number}',
  /** A line of a transcription: {speaker} is who speaks, {text} what they said. */
  'transcript.turn': '{speaker}: {text}',

  /** The Lookup screen's title. */
  'lookup.title': 'Number lookup',
  /** The label of the field to type the number in. */
  'lookup.numberLabel': 'Number',
  /** The number field's placeholder: an example of a North American phone number. */
  'lookup.numberPlaceholder': 'e.g. (555) 555-0123',
  /** The button (a verb) that looks the number up. */
  'lookup.lookUp': 'Look up',
  /** The name of the list of people suggested while typing, for screen readers. */
  'lookup.suggestionsLabel': 'People from call history',
  'lookup.hint':
    'Type or paste a number, or a name from your call history. Lookups may be charged by your provider; a number looked up lately is answered from the cache, free.',
  /** While the lookup runs; {number} is the number as typed. */
  'lookup.loading': 'Looking up {number}…',
  /** The sentence naming what failed, over the reason; {number} is the number as typed. */
  'lookup.failed': "Couldn't look up {number}",
  /** The name of the lookup service's own reply (its code and message), shown under a failure. */
  'lookup.replyLabel': 'Lookup service reply',
  /** The lookup service's reply code (a number such as 404). */
  'lookup.replyCode': 'Code',
  /** The lookup service's reply text. */
  'lookup.replyMessage': 'Message',
  /** The reply had no code or no message. */
  'lookup.replyNone': 'none',
  'lookup.emptyTitle': 'Look up a number',
  'lookup.emptyText':
    'See who it is, whether it is a mobile or a landline, its carrier and place, and whether it is flagged do-not-call.',
  /** The result's name for screen readers; {who} is the person's name, or the number. */
  'lookup.resultLabel': 'Lookup result for {who}',
  /** Beside the number, under the person's name: where the name comes from. */
  'lookup.nameSource': 'name from your call history',
  /** A button (a verb): calls the number. */
  'lookup.call': 'Call',
  /** A button (a verb): copies the number to the clipboard. */
  'lookup.copy': 'Copy',
  /** After Copy worked. */
  'lookup.copied': 'Copied',
  'lookup.copyFailed': "Couldn't copy",
  /** The name of the list of the facts the lookup found, for screen readers. */
  'lookup.foundLabel': 'What the lookup found',
  /** Under a result the lookup service gave just now. */
  'lookup.sourceFresh': 'Looked up just now. Refresh is a new lookup and may be charged.',
  /** Under a result from the app's cache; {ago} is when it was looked up, e.g. "3 hours ago", "yesterday". */
  'lookup.sourceCached': 'From cache, looked up {ago}. Refresh is a new lookup and may be charged.',
  /** A button (a verb): looks the number up again. */
  'lookup.refresh': 'Refresh',
  /** A fold (and its list) with every field the lookup service sent. */
  'lookup.allFields': 'All fields',
  /** Where the lookup said nothing about the line (its type, carrier or place). */
  'lookup.noFacts': 'The lookup found no line details.',
  /**
   * The warning for a number on the Do Not Call list. {flag} is lookup.dncFlag, in bold; the rest says
   * where the flag comes from.
   */
  'lookup.dncAlert': '{flag} the lookup flags this number.',
  /** The bold start of the Do Not Call warning (the name of the US Do Not Call list). */
  'lookup.dncFlag': 'Do Not Call:',
  /** A kind of phone line: a mobile phone. */
  'lookup.lineType.wireless': 'Wireless',
  /** A kind of phone line: a fixed phone. */
  'lookup.lineType.landline': 'Landline',
  /** A kind of phone line: internet telephony (Voice over IP). */
  'lookup.lineType.voip': 'VoIP',
  /** A kind of phone line: a number free to call. */
  'lookup.lineType.tollFree': 'Toll-free',
  /** The number is on the Do Not Call list. */
  'lookup.dnc.listed': 'On the list',
  /** The number is not on the Do Not Call list. */
  'lookup.dnc.notListed': 'Not on the list',
  /** The labels of the facts a lookup found. */
  'lookup.fact.lineType': 'Line type',
  'lookup.fact.carrier': 'Carrier',
  /** Where the number is: city and state. */
  'lookup.fact.place': 'Place',
  'lookup.fact.doNotCall': 'Do-not-call list',
  /** The labels of the fields the lookup service sends, with the service's own abbreviation in brackets. */
  'lookup.field.number': 'Number',
  'lookup.field.city': 'City',
  'lookup.field.state': 'State',
  'lookup.field.country': 'Country',
  'lookup.field.lineType': 'Line type',
  /** LEC: the local exchange carrier, the phone company that serves the number. */
  'lookup.field.carrier': 'Carrier (LEC)',
  /** DNC: the US Do Not Call list. */
  'lookup.field.doNotCall': 'Do Not Call (DNC)',
  /** LRN: the Location Routing Number, the number calls to a ported number are routed by. */
  'lookup.field.routingNumber': 'Routing number (LRN)',
  /** OCN: the Operating Company Number, the id of the phone company. */
  'lookup.field.operatingCompany': 'Operating company number (OCN)',
  /** LATA: the Local Access and Transport Area, a North American calling area. */
  'lookup.field.callingArea': 'Calling area (LATA)',
  /** SPID: the Service Provider ID. */
  'lookup.field.serviceProvider': 'Service provider id (SPID)',
  'lookup.field.jurisdiction': 'Jurisdiction',
  /** Which kind of lookup the service ran. */
  'lookup.field.lookupType': 'Lookup type',
  /** The lookup service's own message about the lookup (e.g. "Success"). */
  'lookup.field.serviceMessage': 'Service message',
  /** The lookup service's own status (e.g. "+OK"). */
  'lookup.field.serviceStatus': 'Service status',
  /** The lookup service's own reply code (e.g. 200). */
  'lookup.field.serviceCode': 'Service code',
  /** {number} as typed. */
  'lookup.error.notFound': 'The lookup service has no record of {number}.',
  'lookup.error.badNumber':
    'The lookup service did not take {number} as a telephone number. Check the digits and the area code.',
  /** The main SIP account key is the key the app signs in to the phone system with (a Settings field). */
  'lookup.error.refused':
    'The lookup service refused the main SIP account key, so {number} was not looked up. Check that key {where}.',
  /** Details: a fold under the sentence showing the service's reply. */
  'lookup.error.other': 'The lookup service could not look up {number}. Details show what it answered.',
  /** Beside a disabled Look up button: the number has letters ("anonymous", "Restricted"). */
  'lookup.unavailable.noNumber': 'There is no number to look up.',
  'lookup.unavailable.abroad':
    'The lookup service answers for North American numbers only, not for numbers abroad.',
  /** Feature codes: short codes such as *72 that the phone system acts on. */
  'lookup.unavailable.notPublic':
    'The lookup service answers for public numbers only, not for extensions, feature codes or local numbers without an area code.',
  'lookup.unavailable.length':
    'The lookup service answers for North American numbers of 10 or 11 digits only.',

  /** The Dial pad screen's title. */
  'dialpad.title': 'Dial pad',
  /** The number field's name for screen readers. */
  'dialpad.numberLabel': 'Number to call',
  /** The number field's placeholder: a number or a person's name may be typed. */
  'dialpad.numberPlaceholder': 'Number or name',
  /** The button beside the number that deletes its last character. */
  'dialpad.backspace': 'Delete last digit',
  /** The name of the list of people suggested while typing, for screen readers. */
  'dialpad.suggestionsLabel': 'People from call history',
  /** In a suggested person's row: when they last called or were called; {ago} is e.g. "yesterday". */
  'dialpad.lastCall': 'last call {ago}',
  /** After Enter on a name nobody in the history has; {name} is what was typed. */
  'dialpad.noOneNamed': 'No one called “{name}” is in your call history. Type their number instead.',
  /** After Enter on a name several people have; {name} is what was typed, ↓ the Down arrow key. */
  'dialpad.manyNamed': {
    one: '{count} person matches “{name}”: choose one below (↓, then Enter).',
    other: '{count} people match “{name}”: choose one below (↓, then Enter).',
  },
  /** The name of the group of keys 0-9, * and #, for screen readers. */
  'dialpad.keypad': 'Keypad',
  /** The button (a verb) that calls the number. */
  'dialpad.call': 'Call',
  /** The Call button while the call is checked or sent. */
  'dialpad.calling': 'Calling…',
  'dialpad.hint': 'Your desk phone rings first; answer it to connect the call.',
  /** The heading over the numbers called last. */
  'dialpad.recent': 'Recent calls',
  /** A recent number's button, for screen readers; {number} is the number. */
  'dialpad.callAgain': 'Call {number} again',

  /** The button that closes the call status line. */
  'call.dismiss': 'Dismiss call status',
  /**
   * Under a refused call: how the call placed just before it went; {status} is the phone system's own
   * word on it.
   */
  'call.earlier': 'The call before it: {status}',
  /** {number} is the number being checked against the Do Not Call list. */
  'call.checking': 'Checking {number} before calling…',
  'call.placing': 'Calling {number}: sending it to your phone system…',
  /** {extension} is the user's own extension (their desk phone), which rings first. */
  'call.placed': 'Sent: your extension {extension} should ring now.',
  'call.dncCalledAnyway': 'Called though the lookup flags this number Do Not Call.',
  'call.dncUnchecked': 'Not checked against the Do Not Call list: this number has not been looked up.',
  /** Who a call is to: {name} then {number}. */
  'call.nameAndNumber': '{name}, {number}',
  /** The question's title for a number on the Do Not Call list; {who} is the name and number, or the number. */
  'call.questionFlagged': 'Do Not Call: {who}',
  /** The question before calling; {who} is the name and number, or the number. */
  'call.question': 'Call {who}?',
  'call.questionFlaggedDetail':
    'The lookup flags this number as Do Not Call. Call it only if you are sure it is allowed.',
  /** Enter and Esc are the keys. */
  'call.questionClearDetail': 'Not on the Do Not Call list. Enter calls, Esc cancels.',
  /** Enter and Esc are the keys. */
  'call.questionUncheckedDetail': 'Not checked against the Do Not Call list. Enter calls, Esc cancels.',
  /**
   * After the question's detail: what the lookup found, as a sentence of its own; {facts} is e.g.
   * "Wireless · Cascade Mobile · Riverside, CA".
   */
  'call.questionFacts': '{facts}.',
  /** A button (a verb): do not call. {key} is the Esc key's cap. */
  'call.cancel': 'Cancel {key}',
  /** The Escape key's name on a key cap (short). */
  'call.escKey': 'Esc',
  /** A button (a verb). */
  'call.call': 'Call',
  /** A button in a message's or call's detail: calls the other party's number. */
  'call.callBack': 'Call back',
  /** A button: call all the same a number on the Do Not Call list, or one where it is outside the calling hours. */
  'call.callAnyway': 'Call anyway',
  /** Where the phone system gave neither a name nor a number. */
  'call.unknownParty': 'Unknown',
  // The time where a number rings (the question before calling, the confirmation window, Lookup, the
  // quick-dial box): an estimate from the number's area code, as a mobile's owner may be anywhere; hence
  // "about". The account's calling hours say when a call there asks first.
  /**
   * The local time where the number rings. {time} is a time of day ("7:42 PM") or, where the number's area
   * spans time zones, a range ("6:42 – 7:42 PM").
   */
  'localTime.there': 'About {time} there',
  /** As "localTime.there", with where the number is listed; {place} is e.g. "Riverside, CA". */
  'localTime.thereIn': 'About {time} there ({place})',
  /** The number's area says nothing of its time zone (a toll-free number, an area of many zones). */
  'localTime.unknown': 'Local time unknown',
  /** Under the local time in Lookup: why it is an estimate. */
  'localTime.estimate': 'Estimated from the number’s area code: a mobile phone may be elsewhere.',
  /** The calling hours in Florida, which ends them earlier; {hours} is e.g. "8:00 AM – 8:00 PM". */
  'localTime.floridaHours': '{hours}, Florida’s hours',
  /**
   * Why the call asks first. {time} as in "localTime.there"; {hours} is the calling hours, e.g.
   * "8:00 AM – 9:00 PM".
   */
  'localTime.outside': 'It is about {time} there, outside your calling hours ({hours}).',
  /** The same, where the time there could not be read (the phone system refused the call for it). */
  'localTime.outsideNoTime': 'It is outside your calling hours where this number rings.',
  /** Short, in a list under a typed number; {time} as in "localTime.there". */
  'localTime.outsideShort': 'About {time} there: outside your calling hours',
  /** The question's title for a call outside the calling hours; {who} is the name and number, or the number. */
  'localTime.question': 'Outside your calling hours: {who}',
  /** Under a sent call that the person placed outside the calling hours after the question. */
  'localTime.calledAnyway': 'Called outside your calling hours there.',
  // ─── Settings and accounts ───
  // Messages of Settings: the account form and its keys, the connection tests, the preferences, the saved
  // accounts and the account header's switcher, hotkeys and the update check.
  /** The Settings screen's title and heading. */
  'settings.title': 'Settings',
  /** Headline of an error: the settings could not be read (the reason follows after a colon). */
  'settings.readFailed': "Couldn't read the settings",
  /** Shown while the settings are read. */
  'settings.reading': 'Reading settings…',

  /** Heading of the account form. */
  'settings.account.title': 'Your phone system',
  /** Under the account form's heading. {name} is the name the person gave the account in use (shown bold). */
  'settings.account.inUse':
    'The account in use, {name}: what is saved here applies to it. Each field says where to find it.',
  /** Under the account form's heading, before any account is saved. */
  'settings.account.intro':
    'Connect Dialdesk to your own phone system with what your phone provider or administrator gave you. Each field says where to find it.',
  /** Button that saves the account form. */
  'settings.account.save': 'Save account',
  /** After Save of the account, while Dialdesk checks the saved account with the phone system. */
  'settings.saved.checking': 'Saved. Checking that it works…',
  /** After Save of the account: one line per problem follows. */
  'settings.saved.problem': "Saved, but Dialdesk can't use it yet:",
  /** After Save of the account: every check passed. */
  'settings.saved.works': 'Saved, and it works.',
  /** After Save of an account still missing what builds its address or its extension. */
  'settings.saved.demo':
    'Saved. Dialdesk stays on the demo until the account id, your extension and the domain (or a full address) are filled in.',
  /** Bold label before what the check of the phone system found (a sentence follows). Keep the colon, in the language's spacing. */
  'settings.check.pbx': 'Phone system:',
  /** Bold label before what the check of the number-lookup service found (a sentence follows). */
  'settings.check.lookup': 'Lookups:',
  /** After "Phone system:" or "Lookups:" while the check runs. */
  'settings.check.checking': 'checking…',

  /** Heading of the connection tests. */
  'settings.tests.title': 'Test the connection',
  'settings.tests.pbxIntro': 'Reads one call from the phone system with the saved key.',
  /** Button. */
  'settings.tests.pbxButton': 'Test phone system',
  /** Label of the field for the number to look up. */
  'settings.tests.lookupLabel': 'Looks up one number with the saved key (a lookup may be charged).',
  /** Placeholder inside the field for the number to look up. */
  'settings.tests.numberPlaceholder': 'Number to look up',
  /** Button. */
  'settings.tests.lookupButton': 'Test lookup',

  /** Heading of the preferences form. */
  'settings.preferences.title': 'Preferences',
  /** Button that saves the preferences form. */
  'settings.preferences.save': 'Save preferences',

  /** Group of the account form: the fields that build the phone system's address. */
  'settings.group.address': 'Where your phone system is',
  /** Group of the account form: a whole address instead of the account id and domain. */
  'settings.group.wholeAddress': 'Or a whole address',
  'settings.group.extensionAndKey': 'Your extension and key',
  'settings.group.lookup': 'Number lookup (optional)',
  /** Group of the preferences: the language the app speaks. */
  'settings.group.language': 'Language',
  'settings.group.startup': 'Startup and updates',
  /** Group of the preferences: how phone numbers are read and sent. */
  'settings.group.numbers': 'Numbers',
  'settings.group.hotkeys': 'Calls and hotkeys',
  'settings.group.voicemail': 'Voicemail and notifications',
  'settings.group.history': 'Call history',
  /** Group of the preferences: how long number-lookup results are remembered. */
  'settings.group.lookupCache': 'Lookup',

  /** Field label: the account's id at the phone provider. */
  'settings.accountId.label': 'Account id',
  /** "acme-01" is an example account id: keep it. */
  'settings.accountId.hint':
    'Example: acme-01. Where to find it: the welcome email from your phone provider, or ask your administrator.',
  /** Field label: the phone system's internet domain. */
  'settings.domain.label': 'Domain',
  /** "pbx.example.com" and "https://" are written as typed: keep them. */
  'settings.domain.hint':
    'Example: pbx.example.com, without https://. Where to find it: the welcome email from your phone provider, or ask your administrator.',
  'settings.baseUrlOverride.label': 'Full address (instead of account id and domain)',
  'settings.baseUrlOverride.hint':
    'Only if your administrator gave you one: it then replaces the account id and domain. Example: https://pbx.example.com/app/api/7.',
  /** Field label: the person's own phone extension (internal number). */
  'settings.extension.label': 'Your extension',
  'settings.extension.hint':
    "Example: 201. The phone that rings first when you place a call. Where to find it: your desk phone's screen, or ask your administrator.",
  /** Field label: the web address of the number-lookup service. */
  'settings.lookupUrl.label': 'Lookup URL',
  'settings.lookupUrl.hint':
    "Example: https://lookup.example.com/api. Where to find it: your lookup provider's account page, or ask your administrator. Leave it empty to do without lookups.",
  /**
   * Under the address fields, once some are typed: the address they make follows (a web address). The
   * sentence ends with it.
   */
  'settings.address.willReach': 'Dialdesk will reach your phone system at {address}',
  /**
   * Under the address fields while they are empty. {accountId} and {domain} are example values and
   * {address} the web address they make, which ends the sentence.
   */
  'settings.address.example':
    'Example: account id {accountId} and domain {domain} make the address {address}',

  /** Under the language list: no Save is needed. */
  'settings.language.hint': 'Applies at once to every Dialdesk window, the tray menu and notifications.',
  /** Checkbox. */
  'settings.startAtLogin.label': 'Start Dialdesk when I log in',
  /** Checkbox. */
  'settings.checkUpdates.label': 'Check for updates once a day',
  /** Field label: the country of a phone number written without its country code. */
  'settings.defaultRegion.label': 'Default country',
  'settings.defaultRegion.hint':
    'Assumed for numbers written without a country code. Type to search the list.',
  /** Field label; the choices are the number formats below. */
  'settings.dialFormat.label': 'Send numbers to the phone system as',
  /** Field label; the choices are the number formats below. */
  'settings.lookupFormat.label': 'Send numbers to the lookup service as',
  /** A choice of number format (one of three radio buttons), with its example number: keep the number. */
  'settings.numberFormat.national': 'National (5555550123)',
  /** A choice of number format (one of three radio buttons), with its example number: keep the number. */
  'settings.numberFormat.countryCode': 'With country code (15555550123)',
  /** A choice of number format (one of three radio buttons), with its example number: keep the number. */
  'settings.numberFormat.international': 'International (+15555550123)',
  /** Checkbox. */
  'settings.confirmHotkeyCalls.label': 'Ask before calling from a hotkey',
  /** Checkbox. */
  'settings.lookupBeforeCalling.label': 'Look up a number before calling it',
  /** Checkbox. */
  'settings.notifyVoicemail.label': 'Notify me of new voicemail',
  /** Checkbox. */
  'settings.notificationSound.label': 'Play a sound with notifications',
  /** Field label; the person types a number of minutes (1 to 60). */
  'settings.voicemailInterval.label': 'Check for voicemail every (minutes)',
  /** Checkbox. */
  'settings.keepLocalCopy.label': 'Keep a searchable copy of call history on this computer',
  /** Field label; the person types a number of days. */
  'settings.historyDays.label': 'Keep calls of the last (days)',
  /** Field label; the person types a number of days. */
  'settings.lookupCacheDays.label': 'Remember lookup results for (days)',
  'settings.lookupCacheDays.hint': '0 looks a number up again every time.',

  /** Label of a hotkey field: the global shortcut that calls the number selected in any app. */
  'hotkeys.callSelection.label': 'Call the selected number',
  /** Label of a hotkey field: the global shortcut that looks up the number selected in any app. */
  'hotkeys.lookupSelection.label': 'Look up the selected number',
  /** Label of a hotkey field: the global shortcut that opens the quick-dial box (search people, call). */
  'hotkeys.quickDial.label': 'Open the quick-dial box',
  /** Under the hotkeys on a Wayland desktop with the global-shortcuts portal (GNOME 48+, KDE Plasma 6). */
  'hotkeys.portalNote':
    'Your desktop asks you to approve these keys, and may let you change them in its own settings.',
  /** Button: for ten seconds, a press of any Dialdesk hotkey is reported here instead of acting. */
  'hotkeys.pressToTest': 'Press the hotkey to test',
  /** After Press the hotkey to test: waiting for a press. */
  'hotkeys.testing': 'Press one of the hotkeys now…',
  /** A hotkey press reached Dialdesk during the test; {hotkey} is its field's label. */
  'hotkeys.heard': 'It works: Dialdesk received “{hotkey}”.',
  /** No hotkey press reached Dialdesk within ten seconds of the test. */
  'hotkeys.notHeard': 'No hotkey reached Dialdesk. Check that your desktop approved the keys.',
  /** Beside a hotkey field: the operating system gave Dialdesk the shortcut. */
  'hotkeys.registered': 'Registered.',
  /** Beside a hotkey field: the operating system did not give Dialdesk the shortcut. */
  'hotkeys.notRegistered': 'Not registered.',
  /** Said when a shortcut was pressed without a modifier key, on macOS (⌘, ⌃ and ⌥ are its key symbols). */
  'hotkeys.needsModifier.mac': 'Add ⌘, ⌃ or ⌥: a hotkey without one would take the key from every app.',
  /** Said when a shortcut was pressed without a modifier key, on Windows and Linux: the keys as printed on keyboards. */
  'hotkeys.needsModifier.pc': 'Add Ctrl or Alt: a hotkey without one would take the key from every app.',
  /** Key names as the keyboards of the language print them (German: Strg), in shortcuts such as Ctrl+Shift+D. */
  'hotkeys.key.ctrl': 'Ctrl',
  /** The Windows logo key, as shortcuts name it. */
  'hotkeys.key.win': 'Win',
  'hotkeys.key.alt': 'Alt',
  'hotkeys.key.shift': 'Shift',
  'hotkeys.key.space': 'Space',
  'hotkeys.key.enter': 'Enter',
  'hotkeys.key.backspace': 'Backspace',
  'hotkeys.key.delete': 'Delete',
  'hotkeys.key.insert': 'Insert',
  'hotkeys.key.home': 'Home',
  'hotkeys.key.end': 'End',
  /** The Page Up key, as printed on keyboards. */
  'hotkeys.key.pageUp': 'PageUp',
  /** The Page Down key, as printed on keyboards. */
  'hotkeys.key.pageDown': 'PageDown',
  /** The arrow key, in a shortcut. */
  'hotkeys.key.up': 'Up',
  /** The arrow key, in a shortcut. */
  'hotkeys.key.down': 'Down',
  /** The arrow key, in a shortcut. */
  'hotkeys.key.left': 'Left',
  /** The arrow key, in a shortcut. */
  'hotkeys.key.right': 'Right',

  /** Button, while main checks for a newer version. */
  'updates.checking': 'Checking for updates…',
  /** Button: check for a newer version now. */
  'updates.check': 'Check for updates…',
  /** Headline of an error (the reason follows after a colon). */
  'updates.checkFailed': "Couldn't check for updates",

  /** Field label: the key (secret) that lets Dialdesk use the phone system's API. */
  'keys.pbx.label': 'Phone-system key',
  'keys.pbx.hint':
    "Lets Dialdesk ring your extension to place calls, and read your call history, voicemail and recordings. Your provider may call it the API key. Where to find it: your phone system's API settings, or ask your administrator.",
  /** Spoken label of the Clear button beside the phone-system key. */
  'keys.pbx.clear': 'Clear the phone-system key',
  /** Field label: the key (secret) of the number-lookup service. */
  'keys.lookup.label': 'Lookup key',
  'keys.lookup.hint':
    "Lets Dialdesk look a number up (the line type, the carrier, the place, and whether it is on a Do Not Call list); a lookup may be charged. Your provider may call it the main SIP account key. Where to find it: the lookup provider's account page.",
  /** Spoken label of the Clear button beside the lookup key. */
  'keys.lookup.clear': 'Clear the lookup key',
  /** Beside a key's label: a key is stored. Lower case, a state. */
  'keys.set': 'set',
  /** Beside a key's label: no key is stored. Lower case, a state. */
  'keys.notSet': 'not set',
  /** In place of "set" or "not set" beside a key's label: the keychain could not be read (the reason follows). */
  'keys.notRead': 'not read',
  /** Placeholder inside a key field when a key is stored. */
  'keys.replacePlaceholder': 'Enter a new key to replace it',
  /** Placeholder inside an empty key field. */
  'keys.pastePlaceholder': 'Paste the key',
  /** Button: delete the stored key. */
  'keys.clear': 'Clear',
  /** After a key field's hint: where the key is kept. */
  'keys.kept': 'Kept in the system keychain; never shown again.',
  /** After a key field's hint, while the account has no id yet: where the key is kept. */
  'keys.keptOnceSaved': 'Kept in the system keychain once the account id is saved; never shown again.',
  'keys.otherHost': 'The address changed to another host: the key for this host must be entered again.',

  /** A form's buttons while it saves. */
  'form.saving': 'Saving…',
  /** Button: close a form without saving. */
  'form.cancel': 'Cancel',
  /** Beside a form's Save button once saved. */
  'form.saved': 'Saved.',
  /** Headline of an error: a form could not be saved (the reason follows after a colon). */
  'form.couldNotSave': "Couldn't save",
  /** Main refused some fields of a form; each shows its problem beside it. */
  'form.fixMarked': {
    one: 'Nothing was saved: fix the marked field.',
    other: 'Nothing was saved: fix the marked fields.',
  },

  /** Heading of Settings' list of saved accounts, and the name of the header's account menu. */
  'accounts.title': 'Accounts',
  'accounts.intro':
    'Dialdesk shows one account at a time. Switch here, or with the account named at the top.',
  /**
   * After an account is added. {name} is its name (shown bold); "Your phone system" is the heading of
   * the account form below.
   */
  'accounts.added':
    '{name} is in use now. Enter its phone-system key under Your phone system below to connect it.',
  /** Button: hide the error. */
  'accounts.dismiss': 'Dismiss',
  /** Badge beside the account in use. */
  'accounts.inUse': 'In use',
  /** Button: make this account the one in use. */
  'accounts.use': 'Use',
  /** Spoken label of the Use button; {name} is the account's name. */
  'accounts.use.label': 'Use {name}',
  /** Button while Dialdesk switches to the account. */
  'accounts.switching': 'Switching…',
  /** Said (not shown) while Dialdesk switches; {name} is the account's name. */
  'accounts.switchingTo': 'Switching to {name}…',
  /** Button. */
  'accounts.rename': 'Rename',
  /** Spoken label of the Rename button and of the rename form; {name} is the account's name. */
  'accounts.rename.label': 'Rename {name}',
  /** Button that saves the account's new name. */
  'accounts.rename.save': 'Save name',
  /** Button. */
  'accounts.remove': 'Remove',
  /** Spoken label of the Remove button; {name} is the account's name. */
  'accounts.remove.label': 'Remove {name}',
  /** Question above the confirmation; {name} is the account's name. */
  'accounts.remove.title': 'Remove {name}?',
  'accounts.remove.what':
    'Its keys are deleted from the system keychain, and its call history copy, voicemail records, recent calls and lookups are deleted from this computer. Calls and messages on the phone system are not touched.',
  /** Button while the account is removed. */
  'accounts.removing': 'Removing…',
  /** Headline of an error (the reason follows after a colon). */
  'accounts.removeFailed': "Couldn't remove it",
  /** Field label: the name the person gives an account. */
  'accounts.name.label': 'Name',
  /** Checkbox of a saved account. */
  'accounts.watchVoicemail': 'Check voicemail while another account is in use',
  /** Under a saved account; {problem} is a sentence saying why. */
  'accounts.voicemailProblem': 'Its voicemail could not be checked: {problem}',
  /** Under a saved account whose voicemail is checked. */
  'accounts.unheard': {
    one: '{count} unheard voicemail message.',
    other: '{count} unheard voicemail messages.',
  },
  /** In the account menu, after the extension: unheard voicemail messages. Keep it short. */
  'accounts.unheardShort': { one: '{count} unheard', other: '{count} unheard' },
  /** Where a saved account's phone system is: its id at the provider and the host. */
  'accounts.facts.accountAt': 'Account {accountId} at {host}',
  /** Where a saved account's phone system is: its id at the provider. */
  'accounts.facts.account': 'Account {accountId}',
  /** Where a saved account's phone system is: the host of its address. */
  'accounts.facts.at': 'At {host}',
  'accounts.facts.noAddress': 'No address yet',
  /** A saved account's extension (its internal number), abbreviated; keep the no-break space before it. */
  'accounts.facts.extension': 'ext\u00a0{extension}',
  /** The extension (internal number) that rings, abbreviated, under the account's name. Keep it short. */
  'accounts.extension': 'ext {extension}',
  /** In place of the extension: the account has none yet. */
  'accounts.noExtension': 'no extension yet',
  /** Badge of the made-up demo account. Keep it short. */
  'accounts.demo': 'Demo',
  /** Beside the Demo badge: the demo's history is invented. Keep it short. */
  'accounts.demo.detail': 'Made-up calls',
  /** Said (not shown) before the account menu button's label. */
  'accounts.switcher.inUse': 'Account in use:',
  /** Tooltip of the account in use; {extension} is its extension, {name} its name, {host} its phone system's host. */
  'accounts.tooltip.ringsAt': 'Calls ring extension {extension} first (account {name} at {host}).',
  /** Tooltip of the account in use; {extension} is its extension, {name} its name. */
  'accounts.tooltip.rings': 'Calls ring extension {extension} first (account {name}).',
  /** Tooltip of the account in use without an extension; {name} is its name, {host} its phone system's host. */
  'accounts.tooltip.noExtensionAt': '{name} at {host}: no extension yet, so the demo stands in.',
  /** Tooltip of the account in use without an extension; {name} is its name. */
  'accounts.tooltip.noExtension': '{name}: no extension yet, so the demo stands in.',
  /** Button that opens the Add account form, and the form's button that adds the account. */
  'accounts.add.button': 'Add account',
  /** Heading of the Add account form. */
  'accounts.add.title': 'Add account',
  /** "Your phone system" is the heading of the account form below. */
  'accounts.add.intro':
    'Once added, it is the account in use, and Your phone system below asks for its keys.',
  /** Group of the Add account form: the account's name. */
  'accounts.add.nameLegend': 'Its name',
  /** Example account name inside the empty Name field. */
  'accounts.add.namePlaceholder': 'Acme front desk',
  'accounts.add.nameHint': 'What Dialdesk calls it in the account list and in notifications.',
  /** In the Add account form, where a key would be asked for. */
  'accounts.add.pbxKeyLater': 'The phone-system key is entered once the account is added.',
  /** In the Add account form, where a key would be asked for. */
  'accounts.add.lookupKeyLater': 'The lookup key, if any, is entered once the account is added.',
  /** Button while the account is added. */
  'accounts.adding': 'Adding…',
  /** Headline of an error (the reason follows after a colon). */
  'accounts.addFailed': "Couldn't add it",
  // ─── Tray, notifications, dialogs, updates ───
  // Messages main says outside the windows: the tray icon's menu and tooltip, notifications, save dialogs,
  // the macOS application menu, update checks and the updater's errors, the global hotkeys' problems.
  // Tray and application menu items: Electron reads a single '&' in a menu label as a keyboard shortcut
  // marker and hides it, so write '&&' for an ampersand there. A notification's title is cut after about
  // 80 characters: keep titles short.
  /** Tray menu item with the phone number found on the clipboard; a click calls it. */
  'tray.call': 'Call {number}',
  /** Tray menu item, greyed out: what it would call if a number were copied. */
  'tray.callNothing': 'Call: no number on the clipboard',
  /** Tray menu item with the phone number found on the clipboard; a click looks up who owns it. */
  'tray.lookUp': 'Look up {number}',
  /** Tray menu item, greyed out: only outside (not internal extension) numbers can be looked up. */
  'tray.lookUpNothing': 'Look up: no outside number on the clipboard',
  /** Tray menu heading (not clickable) above the last numbers called. */
  'tray.recentCalls': 'Recent calls',
  /** Tray menu heading (not clickable) above the person's starred numbers of contacts. */
  'tray.favourites': 'Favourites',
  /** Tray menu heading (not clickable) above the saved phone accounts to switch between. */
  'tray.accounts': 'Accounts',
  /**
   * What the built-in demo phone system is called in the tray's list of accounts and its tooltip. An
   * ampersand is written as itself here: the menu doubles it, as it does account names.
   */
  'tray.demo': 'Demo',
  /** A saved account with no name and no address, in the tray's list of accounts. */
  'tray.unnamedAccount': 'Unnamed account',
  /** After an account's name in the tray's list: the phone extension it rings ("ext 201"). Keep it short. */
  'tray.accountExtension': 'ext {extension}',
  /** After an account's name in the tray's list: its voicemail messages not listened to yet. Keep it short. */
  'tray.accountUnheard': { one: '{count} unheard', other: '{count} unheard' },
  /** Tray menu item that opens the call history. */
  'tray.history': 'History',
  /** Tray menu item that opens the call-back list, when it is empty. */
  'tray.callBack': 'To call back',
  /** Tray menu item that opens the call-back list: {count} numbers to call back. */
  'tray.callBackCount': { one: 'To call back ({count})', other: 'To call back ({count})' },
  /** Tray menu item that opens voicemail. */
  'tray.voicemail': 'Voicemail',
  /** Tray menu item that opens voicemail: messages not listened to yet. */
  'tray.voicemailUnheard': { one: 'Voicemail ({count} unheard)', other: 'Voicemail ({count} unheard)' },
  /** Tray menu item that shows the app's window. */
  'tray.open': 'Open Dialdesk',
  /** Tray menu item: opens the quick-dial box. */
  'tray.quickDial': 'Quick dial…',
  /** Tray menu item that opens Settings (the ellipsis: it opens a view). */
  'tray.settings': 'Settings…',
  /** Tray menu item: checks now whether a newer Dialdesk exists and says the answer. */
  'tray.checkForUpdates': 'Check for updates…',
  /** Tray menu item, shown disabled in place of "Check for updates…" where an administrator turned them off. */
  'tray.updatesManaged': 'Updates managed by your organization',
  /** Tray menu item that quits the app. */
  'tray.quit': 'Quit Dialdesk',
  /**
   * The tray icon's tooltip with the account in use. Windows cuts tooltips at 127 characters, and the
   * account's name may be up to 40. {account} is the account's name.
   */
  'tray.toolTipAccount': 'Dialdesk — {account}',
  /**
   * The tray icon's tooltip when something waits: {app} is the app (and account) name, {news} what waits
   * (tray.toolTipVoicemail, tray.toolTipCallBack or both).
   */
  'tray.toolTipNews': '{app}: {news}',
  /** In the tray icon's tooltip after the app's name: voicemail messages not listened to yet. */
  'tray.toolTipVoicemail': { one: 'voicemail ({count} unheard)', other: 'voicemail ({count} unheard)' },
  /** In the tray icon's tooltip after the app's name: numbers on the call-back list. */
  'tray.toolTipCallBack': { one: '{count} to call back', other: '{count} to call back' },
  /** The tray icon's tooltip when both wait: {voicemail} is tray.toolTipVoicemail, {callBack} tray.toolTipCallBack. */
  'tray.toolTipBoth': '{voicemail}, {callBack}',

  /** macOS application menu: the menu with the zoom commands. */
  'menu.view': 'View',
  /** macOS View menu command: back to 100% zoom. */
  'menu.actualSize': 'Actual Size',
  /** macOS View menu command: make everything larger. */
  'menu.zoomIn': 'Zoom In',
  /** macOS View menu command: make everything smaller. */
  'menu.zoomOut': 'Zoom Out',
  /** macOS application menu, the app's own menu: the About window. */
  'menu.about': 'About Dialdesk',
  /** The macOS Services submenu. */
  'menu.services': 'Services',
  /** Hides every window of the app. */
  'menu.hide': 'Hide Dialdesk',
  /** Hides the other apps' windows. */
  'menu.hideOthers': 'Hide Others',
  /** Shows every app's windows again. */
  'menu.showAll': 'Show All',
  /** Quits the app. */
  'menu.quit': 'Quit Dialdesk',
  /** The Edit menu of the macOS menu bar. */
  'menu.edit': 'Edit',
  /** Edit menu command. */
  'menu.undo': 'Undo',
  'menu.redo': 'Redo',
  'menu.cut': 'Cut',
  'menu.copy': 'Copy',
  'menu.paste': 'Paste',
  'menu.selectAll': 'Select All',
  /** The Window menu of the macOS menu bar. */
  'menu.window': 'Window',
  /** Window menu command: into the Dock. */
  'menu.minimize': 'Minimize',
  /** Window menu command: fill the screen or go back (not the View zoom). */
  'menu.zoom': 'Zoom',
  /** Window menu command. */
  'menu.front': 'Bring All to Front',

  /** Save dialog's title when saving a voicemail message's recording. */
  'dialog.saveAudioTitle': 'Save audio',
  /** Save dialog's file type choice for sound files. */
  'dialog.audioFiles': 'Audio',
  /** Save dialog's title when exporting the call history to a spreadsheet file. */
  'dialog.exportHistoryTitle': 'Export call history',
  /** Save dialog's file type choice for CSV spreadsheet files. */
  'dialog.csvFiles': 'CSV',

  /** Notification title after a call was placed; {number} is the number called. */
  'notify.calling': 'Calling {number}',
  /** Notification title: a call asked for from outside the window was not made. */
  'notify.callNotPlaced': 'Call not placed',
  /** Notification title: the phone system may have started the call although it answered with an error. */
  'notify.callMayRing': 'The call may still ring',
  /** Notification body under notify.callMayRing; {reason} is the error's own sentence. */
  'notify.callMayRingBody': '{reason} Your phone may still ring: wait for it before calling again.',
  /** Notification body: a tel:, callto: or sip: link held no number; {link} is the start of the link. */
  'notify.notADialLink': 'This link holds no number Dialdesk can dial: {link}',
  /** Notification title of a number lookup's result; {number} is the number looked up. */
  'notify.lookupTitle': 'Lookup: {number}',
  /** Notification line: the lookup service answered but knew nothing about the number. */
  'notify.lookupNoDetails': 'The lookup service knows no details about this number.',
  /** Notification line: the looked-up number is on the do-not-call list (telemarketing). */
  'notify.lookupDoNotCall': 'Warning: on the do-not-call list.',
  /** Last line of a lookup's notification. */
  'notify.lookupClick': 'Click to open it in Dialdesk.',
  /** Notification title: a number lookup failed (the body says why). */
  'notify.lookupFailed': 'Lookup failed',
  /** Notification title: the user's saved phone account could not be made the one in use. */
  'notify.switchFailed': 'Dialdesk could not switch to {account}',
  /** Notification title: the built-in demo phone system could not be made the one in use. */
  'notify.switchFailedDemo': 'Dialdesk could not switch to the demo',
  /** Notification title: an account without a name could not be made the one in use. */
  'notify.switchFailedUnnamed': 'Dialdesk could not switch to that account',
  /** Notification title at start: the list of accounts was damaged (or held the same id twice) and repaired; the body says how. */
  'notify.accountsListRepaired': 'Your list of accounts needed repair',
  /** Notification title: Settings › Start at login could not be applied (the body says why). */
  'notify.loginItemFailed': 'Start at login was not changed',
  /** Notification title, one new voicemail message. */
  'notify.voicemailNew': 'New voicemail',
  /** Notification title, one new voicemail message; {account} is the name of the account it was left on. */
  'notify.voicemailNewFor': 'New voicemail for {account}',
  /** Notification title when many voicemail messages arrived at once. */
  'notify.voicemailMany': {
    one: '{count} new voicemail messages',
    other: '{count} new voicemail messages',
  },
  /** Notification title when many voicemail messages arrived at once; {account}: the account they were left on. */
  'notify.voicemailManyFor': {
    one: '{count} new voicemail messages for {account}',
    other: '{count} new voicemail messages for {account}',
  },
  /** Notification body under notify.voicemailMany. */
  'notify.voicemailListen': 'Open Dialdesk to listen.',
  /**
   * Notification body of a new voicemail message: {caller} is what the phone system knows of the caller
   * and the message, comma-separated ("Dana Whitfield, (555) 555-0123, 0:42").
   */
  'notify.voicemailFrom': 'From {caller}',
  /** Notification body of a new voicemail message from a caller the phone system does not know. */
  'notify.voicemailFromUnknown': 'From an unknown caller',
  /** As notify.voicemailFromUnknown, with the message's length ({length}, as "0:42"). */
  'notify.voicemailFromUnknownLength': 'From an unknown caller, {length}',
  /** Notification title, one missed call. */
  'notify.missedCall': 'Missed call',
  /**
   * Notification body of a missed call: {caller} is the caller's name and number as the phone system
   * knows them, comma-separated; {time} the time of day of the call.
   */
  'notify.missedFrom': 'From {caller}, {time}',
  /** Notification body of a missed call from a caller the phone system does not know; {time}: the time of day. */
  'notify.missedFromUnknown': 'From an unknown caller, {time}',
  /** Button on a missed call's notification: calls the caller back. */
  'notify.callBack': 'Call back',
  /** Button on a missed call's notification: takes the number off the call-back list. */
  'notify.done': 'Done',
  /** Notification title when Done on a missed call's notification could not be saved (the reason follows). */
  'notify.callBackNotDone': "Couldn't mark it done",
  /** Notification title when many missed calls were found at once. */
  'notify.missedMany': { one: '{count} missed call', other: '{count} missed calls' },
  /** Notification body under notify.missedMany; {time} is the time of day of the newest one. */
  'notify.missedManyBody': 'The latest at {time}. Click to see them in Dialdesk.',
  /** macOS notification title: the hotkey needs a permission to read what is selected in other apps. */
  'notify.accessibilityTitle': 'Allow Dialdesk to read your selection',
  /** macOS notification body; "System Settings › Privacy & Security" is where macOS keeps the switch. */
  'notify.accessibilityBody':
    'To call a number you selected, Dialdesk needs Accessibility permission in System Settings › Privacy & Security. Until then the hotkey calls what you copied. Click to open the settings.',
  /** Notification title: the hotkey reads the clipboard because selections cannot be read. */
  'notify.selectionUnavailableTitle': 'The hotkey uses the clipboard',
  'notify.selectionUnavailableBody':
    'Dialdesk cannot read selections on this computer: copy the number first, then press the hotkey.',
  /** Notification title: reading the selection borrowed the clipboard and could not put it back. */
  'notify.clipboardNotRestoredTitle': 'Your clipboard was changed',
  'notify.clipboardNotRestoredBody':
    'Dialdesk copied your selection to read it and could not put back what the clipboard held before.',

  /** Settings › Hotkeys, under a hotkey left empty. */
  'hotkey.off': 'Turned off.',
  /** Settings › Hotkeys; {shortcut} is the key combination as typed, such as "CommandOrControl+Shift+D". */
  'hotkey.notAccepted': '{shortcut} is not a shortcut this system accepts: choose another one.',
  /** Settings › Hotkeys; {shortcut} is the key combination, such as "CommandOrControl+Shift+D". */
  'hotkey.taken': 'Another app or the system already uses {shortcut}: choose another shortcut.',
  /** Settings › Hotkeys, under the lookup hotkey; {shortcut} is the key combination. */
  'hotkey.sameAsCall': '{shortcut} is already the shortcut for calling the selection: choose another one.',
  /** Settings › Hotkeys, under a later hotkey; {shortcut} is the key combination. */
  'hotkey.sameAsLookup':
    '{shortcut} is already the shortcut for looking up the selection: choose another one.',

  /** The error dialog's title when the app fails at its start (the body is the error). */
  'shell.couldNotStart': 'Dialdesk could not start',
  /** The description of Dialdesk in the Linux desktop's list of apps started at login. One line. */
  'shell.autostartComment': 'Click-to-call, voicemail and number lookup',
  /** A developer setting is wrong; {variable} is its name (DIALDESK_DEMO_PORT). */
  'shell.demoPortInvalid':
    '{variable} is set but is not a port number from 1 to 65535: unset it to use the built-in demo.',

  /** Notification title of the "Check for updates…" answer. */
  'update.checkTitle': 'Check for updates',
  /** The "Check for updates…" answer in a copy of the app run by a developer. */
  'update.developmentRun':
    'This Dialdesk is a development run: only an installed Dialdesk checks for updates.',
  /** The "Check for updates…" answer of a build made without an update address (it never checks). */
  'update.noUpdateAddress': 'This build does not check for updates: it was made without an update address.',
  /** The "Check for updates…" answer, and Settings' words, where an administrator turned checks off. */
  'update.managedByOrganization':
    'Your organization manages updates on this computer: Dialdesk does not check for them itself.',
  /** The "Check for updates…" answer; {version} is this copy's version number. */
  'update.upToDate': 'Dialdesk {version} is up to date.',
  /** Notification title; {version} is the new version number. */
  'update.availableTitle': 'Dialdesk {version} is available',
  /** Notification body under update.availableTitle when the release has no notes. */
  'update.downloadFromPage': 'Download it from the release page.',
  /** Button on the notification of a new version: opens its release page. */
  'update.download': 'Download',
  /** The "Check for updates…" answer where the app cannot install updates itself; {version}: the new one. */
  'update.availableToDownload': 'Dialdesk {version} is available: download it from the release page.',
  /** The "Check for updates…" answer where the app installs updates itself; {version}: the new one. */
  'update.availableDownloading':
    'Dialdesk {version} is available: it is being downloaded, and Dialdesk offers to restart once it is ready.',
  /** Notification title of a downloaded update (the body is its release notes); {version}: the new one. */
  'update.restartToUpdate': 'Restart to update to {version}',
  /** Button on the notification of a downloaded update: quits, installs and starts again. */
  'update.restart': 'Restart',
  /** Notification title: the update waits until the app quits (the body says why). */
  'update.installOnQuit': 'Dialdesk {version} will be installed when you quit',
  /** Why an update waits (body of update.installOnQuit). */
  'update.busyConfirmation': 'A call is waiting for your confirmation.',
  /** Why an update waits (body of update.installOnQuit). */
  'update.busyRecentCall': 'You placed a call in the last ten minutes, and it may still be going on.',
  /** Notification title: downloading or installing an update failed (the body says why). */
  'update.notUpdated': 'Dialdesk was not updated',
  /** {reason}: what went wrong, in the words of the program that failed (often English). */
  'update.checkFailed': 'The update check failed: {reason}',
  /**
   * Notification body (title: update.notUpdated): the updater read the update feed again before downloading
   * and got an answer different from the first. {version}: the version it got; {current}: this copy's.
   */
  'update.refusedNotNewer':
    'The update server answered a second time with version {version}, which is not newer than this Dialdesk ({current}), so nothing was downloaded.',
  /** {version}: a prerelease version number (1.4.0-beta.1); "stable releases" are the ordinary ones. */
  'update.refusedPrerelease':
    'The update server offers version {version}, a test version, but this Dialdesk takes only stable releases, so nothing was downloaded.',
  /** {version}: a version number; {channel}: the name of a release channel, such as beta (keep as is). */
  'update.refusedChannel':
    'The update server offers version {version}, which is not on the {channel} channel this Dialdesk follows, so nothing was downloaded.',
  /** {address}: a web address; {folder}: the web address of the folder updates come from. */
  'update.refusedElsewhere':
    "The update feed names a file outside Dialdesk's update folder ({address}). Dialdesk downloads updates only from {folder}, so nothing was downloaded.",
  /** {version} is this copy's version as its package says it. */
  'update.badVersion':
    "This build's version ({version}) is not a version number, so it cannot be compared with the update server's.",
  /** {host}: the server's name; {file}: the update feed's file name; {status}: the HTTP status number. */
  'update.feedNotFound':
    'The update feed could not be read: {host} has no {file} (HTTP {status}). Check the update server address.',
  /** {host}: the server's name; {status}: the HTTP status, a number and the server's words ("503 Service Unavailable"). */
  'update.httpStatus': 'Could not reach the update server: {host} answered HTTP {status}.',
  /** {file}: the update feed's file name; {size}: a number of bytes. */
  'update.feedTooLarge':
    'The update feed could not be read: {file} is larger than {size} bytes, so it is not a feed.',
  /** {host}: the server's name; {seconds}: a number of seconds ("s" is the unit's symbol). */
  'update.timedOut': 'Could not reach the update server: {host} did not answer within {seconds} s.',
  'update.refused': 'Could not reach the update server: {host} refused the connection.',
  'update.hostNotFound': 'Could not reach the update server: the host {host} could not be found.',
  /** {code}: the system's error code, such as CERT_HAS_EXPIRED. */
  'update.secureConnectionCode':
    'Could not reach the update server: the secure connection to {host} failed ({code}).',
  'update.secureConnection':
    'Could not reach the update server: the secure connection to {host} failed (certificate).',
  'update.offline': 'Could not reach the update server: the computer seems to be offline.',
  'update.connectionClosed':
    'Could not reach the update server: the connection to {host} was closed before the reply was complete.',
  /** {reason}: the system's error code and message, as the system gives them. */
  'update.requestFailed': 'Could not reach the update server: the request to {host} failed ({reason}).',
  'update.requestFailedNoReason':
    'Could not reach the update server: the request to {host} failed (no reason given).',
  /** {reason}: what the program reading the feed said, as it said it. */
  'update.feedUnreadable': 'The update feed could not be read: {reason}',
  'update.feedNoFiles': 'The update feed could not be read: it lists no installer files.',
  /** YAML is the feed's file format; {reason} is the YAML reader's own words; {line} a line number. */
  'update.feedNotYaml': 'The update feed could not be read: it is not valid YAML ({reason} on line {line}).',
  'update.feedNotFeed':
    'The update feed could not be read: it is not an update feed. Check the update server address.',
  'update.feedUnexpected': 'The update feed could not be read: it does not have the expected fields.',
  /** {field}: the name of a field of the feed file, as written there (such as files[0].sha512). */
  'update.feedFieldMissing': 'The update feed could not be read: {field} is missing.',
  /** {field}: the name of a field of the feed file, as written there. SHA-512 is a kind of checksum. */
  'update.feedFieldNotHash': 'The update feed could not be read: {field} is not a base64 SHA-512 hash.',
  /** {field}: the name of a field of the feed file, as written there. */
  'update.feedFieldNotFileName': 'The update feed could not be read: {field} is not a file name.',
  /** {field}: the name of a field of the feed file, as written there. */
  'update.feedFieldEmpty': 'The update feed could not be read: {field} is empty.',
  /** {field}: the name of a field of the feed file, as written there. */
  'update.feedFieldNotBytes': 'The update feed could not be read: {field} is not a number of bytes.',
  /** {field}: the name of a field of the feed file, as written there. */
  'update.feedFieldNotFileEntry': 'The update feed could not be read: {field} is not a file entry.',
  /** {field}: the release notes' field of the feed file (releaseNotes), a plural noun in English. */
  'update.feedFieldNotNotes':
    'The update feed could not be read: {field} are neither text nor a list of notes.',
  /** {field}: the name of a field of the feed file, as written there. */
  'update.feedFieldNotVersion':
    'The update feed could not be read: {field} is not a version number like 1.4.0.',
  /** {field}: the name of a field of the feed file, as written there. */
  'update.feedFieldNotFileList': 'The update feed could not be read: {field} is not a list of files.',
  /** {field}: the name of a field of the feed file, as written there. */
  'update.feedFieldNotDate': 'The update feed could not be read: {field} is not a date.',
  /** SHA-512 is a kind of checksum. */
  'update.errorChecksum':
    'The update was not installed: the downloaded file does not match the SHA-512 hash the update feed gives for it, so it may have been damaged or tampered with on the way. It was deleted.',
  /** {version}: the new version's number. */
  'update.errorUnsignedVersion':
    "The update was not installed: version {version} is not signed by Dialdesk's publisher, so it may not come from them.",
  'update.errorUnsigned':
    "The update was not installed: the new version is not signed by Dialdesk's publisher, so it may not come from them.",
  'update.errorWindowsSignatureCheck':
    "The update was not installed: Windows could not check the new version's signature, so it was not trusted.",
  'update.errorMacUnsignedApp':
    'The update was not installed: this copy of Dialdesk is not signed, and macOS installs updates only into signed apps.',
  'update.errorMacSignatureInvalid':
    "The update was not installed: the new version's signature did not pass macOS's check, so it may not come from Dialdesk's publisher.",
  'update.errorFeedUnreadable': 'The update was not installed: the update feed could not be read.',
  'update.errorFeedVersion':
    'The update was not installed: the update feed does not give a valid version number.',
  'update.errorNoChecksum':
    'The update was not installed: the update feed gives no hash for the installer, so it could not be checked.',
  'update.errorNoInstaller': 'The update was not installed: the update feed lists no installer.',
  'update.errorNoMacZip':
    'The update was not installed: the release has no macOS zip, which updates install from. Download it from the release page instead.',
  /** {feed}: the update feed's file name, such as latest-mac.yml. */
  'update.errorNoFeedNamed':
    'The update was not installed: the update server has no update feed ({feed}) for this computer.',
  'update.errorNoFeed':
    'The update was not installed: the update server has no update feed for this computer.',
  /** {file}: the name of the file the server lacks. */
  'update.errorMissingFile':
    'The update was not installed: the update server has no file {file}; the release may be incomplete. Dialdesk will try again later.',
  'update.errorMissingFileUnnamed':
    'The update was not installed: the update server has no such file; the release may be incomplete. Dialdesk will try again later.',
  /** {status}: the HTTP status number (5xx). */
  'update.errorServerStatus':
    'The update was not installed: the update server had a problem (HTTP {status}). Dialdesk will try again later.',
  'update.errorServer':
    'The update was not installed: the update server had a problem. Dialdesk will try again later.',
  'update.errorUnreachable':
    'The update was not installed: the update server could not be reached. Dialdesk will try again later.',
  'update.errorCertificate':
    "The update was not installed: the update server's certificate was not trusted, so nothing was downloaded from it.",
  /** AppImage is a Linux package format. */
  'update.errorNotAppImage':
    'The update was not installed: this copy of Dialdesk does not run from an AppImage file it could replace.',
  'update.errorDiskFull': 'The update was not installed: there is not enough free disk space to download it.',
  'update.errorCannotWrite':
    'The update was not installed: Dialdesk may not write to the folder it is installed in.',
  /** {reason}: the updater's own words (often English), ending in a full stop. */
  'update.errorOther': 'The update was not installed: {reason}',
  'update.errorNoReason': 'The update was not installed: the updater gave no reason.',
  // ─── Main's services ───
  // Messages of main's services: the phone-system and lookup clients, connections and keys, the keychain,
  // calls and numbers, lookups, saved accounts and the IPC door. Most reach the window as error sentences.
  //
  // A client's error reads '{operation}: {detail}': `api.operation.*` says what the app was doing (a verb
  // phrase in lower case), the other `api.*` messages say what went wrong. A "rule" (`*.rule.*`) is what a
  // field or value must be, written to follow its name: 'uuid: is empty', 'The base URL is not a URL.'
  // ---- the HTTP clients: what was being done ---------------------------------------------------------
  /** An error of a client, in the window and in details for an administrator. {operation} is one of the api.operation.* phrases; {detail} the sentence that says what went wrong. */
  'api.errorDuring': '{operation}: {detail}',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.prepareRequest': 'prepare the request',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.setUpPbxClient': 'set up the phone-system client',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.setUpLookupClient': 'set up the lookup client',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.placeCall': 'place the call',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.listCallHistory': 'list call history',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.openCallRecord': 'open the call record',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.listRecordings': 'list call recordings',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.downloadRecording': 'download the recording',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.listVoicemail': 'list voicemail',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.openVoicemail': 'open the voicemail message',
  /** What the app was doing when the error happened (starts an error message, before a colon). */
  'api.operation.lookUpNumber': 'look up the number',

  // ---- the HTTP clients: refused before sending ------------------------------------------------------
  'api.pbxKeyEmpty': 'the phone-system API key is empty.',
  /** "Main SIP account" names the account of the lookup service (a product term of the provider). */
  'api.lookupKeyEmpty': 'the main SIP account key is empty.',
  /** {name} is a request parameter as the API names it ('limit' or 'offset'). */
  'api.rule.page': '{name} must be a whole number of 0 or more.',
  /** orderBy is a parameter name, "start_epoch desc" an example value: both stay as they are. */
  'api.rule.orderBy': 'orderBy must look like "start_epoch desc".',
  'api.rule.range': 'each end of the date range must be a date-time.',
  /** The user's own phone extension, which rings first. */
  'api.rule.extension': 'the extension must be digits (and * or #).',
  /** The number to call. */
  'api.rule.destination': 'the destination must be digits, optionally starting with +.',
  'api.rule.lookupNumber': 'the number must be 2 to 20 digits, optionally starting with +.',
  /** {rule} is one of the api.recordId.* rules. A record id is the id of a call record, recording or voicemail. */
  'api.rule.recordId': 'the record id {rule}.',
  /** A rule a record id broke, after its name ("the record id is not text"). */
  'api.recordId.notText': 'is not text',
  /** A rule a record id broke, after its name ("the record id is empty"). Also shown after a field name: "uuid: is empty". */
  'api.recordId.empty': 'is empty',
  /** A rule a record id broke, after its name. */
  'api.recordId.tooLong': 'is longer than {max} characters',
  /** A rule a record id broke, after its name: it is '.' or '..', which address a folder in a path. */
  'api.recordId.pathStep': 'is a path step, not an id',
  /** A rule a record id broke, after its name. The characters in brackets stay as they are. */
  'api.recordId.badCharacter': 'holds a character an id cannot have (/, \\, ?, # or %)',
  /** A rule a record id broke, after its name. */
  'api.recordId.spaces': 'holds spaces or control characters',

  // ---- the HTTP clients: addresses -------------------------------------------------------------------
  'api.accountIdEmpty': 'The account id is empty.',
  /** {id} is the account id the person entered; {char} one character of it that a host name cannot hold. */
  'api.accountIdBadCharacter':
    'The account id "{id}" contains "{char}", which cannot stand in a host name. Use the letters, digits and hyphens of the id your provider assigned, or set a full base URL.',
  /** {id} is the account id the person entered. */
  'api.accountIdSpace':
    'The account id "{id}" contains a space, which cannot stand in a host name. Use the letters, digits and hyphens of the id your provider assigned, or set a full base URL.',
  /** {id} is the account id the person entered. */
  'api.accountIdNotHost':
    'The account id "{id}" cannot be a host name (at most 63 characters, not starting or ending with a hyphen). Set a full base URL instead.',
  /** {domain} is what the person entered. pbx.example.com is an example: keep it as it is. */
  'api.domainNotHost':
    'The domain "{domain}" is not a host name. Enter it like pbx.example.com (no https://, no path), or set a full base URL.',
  /** {rule} is one of the api.urlRule.* rules. The address in the example stays as it is. */
  'api.baseUrlInvalid': 'The base URL {rule}. Enter it like https://pbx.example.com/app/api/7.',
  /** A rule an address (base URL or lookup URL) broke, after its name: "The base URL is longer than 2,048 characters". */
  'api.urlRule.tooLong': 'is longer than {max} characters',
  /** A rule an address broke, after its name: "The lookup URL is not a URL". */
  'api.urlRule.notUrl': 'is not a URL',
  /** A rule an address broke, after its name. */
  'api.urlRule.httpsOrThisComputer':
    'must start with https:// (http:// only for this computer: localhost, 127.0.0.1 or [::1])',
  /** A rule an address broke, after its name. */
  'api.urlRule.https': 'must start with https://',
  /** A rule an address broke, after its name. */
  'api.urlRule.credentials': 'must not contain a user name or password (keys go in the key fields)',
  /** A rule an address broke, after its name. */
  'api.urlRule.queryOrFragment': 'must not contain ? or #',

  // ---- the HTTP clients: what the server answered ----------------------------------------------------
  /** {status} is an HTTP status code (401); {hint} one of the hints below, a whole sentence. */
  'api.httpStatus': 'the server answered HTTP {status}. {hint}',
  /** {status} is an HTTP status code (401); {excerpt} the start of the server's reply as it sent it; {hint} one of the hints below. */
  'api.httpStatusWithExcerpt': 'the server answered HTTP {status} ("{excerpt}"). {hint}',
  'api.pbxHint.unauthorized': 'The phone system refused the API key: check the phone-system key {where}.',
  'api.pbxHint.forbidden':
    'The API account is not authorised for this extension, record or mailbox: ask your phone-system administrator.',
  'api.pbxHint.notFound':
    'Not found: the item may be gone, or this deployment does not offer this operation.',
  'api.pbxHint.serverError': 'The phone system had a problem: try again in a moment.',
  'api.pbxHint.other': 'The phone system rejected the request.',
  'api.lookupHint.unauthorized':
    'The lookup service refused the key: check the main SIP account key {where}.',
  'api.lookupHint.serverError': 'The lookup service had a problem: try again in a moment.',
  'api.lookupHint.other': 'The lookup service rejected the request.',
  /** The server sent "429 Too Many Requests". {wait} is one of the api.wait.* durations. */
  'api.rateLimited': 'Too many requests: wait {wait} and try again.',
  /** The server sent "429 Too Many Requests" without saying for how long. */
  'api.rateLimitedNoWait': 'Too many requests: wait a while and try again.',
  /** A wait in seconds, short ("30 s"). */
  'api.wait.seconds': { one: '{count} s', other: '{count} s' },
  /** A wait in minutes, short ("5 min"). */
  'api.wait.minutes': { one: '{count} min', other: '{count} min' },
  /** A wait in hours, short ("3 h"). */
  'api.wait.hours': { one: '{count} h', other: '{count} h' },
  'api.pbxRedirect':
    'the phone system answered with a redirect to another address; check the base URL {where}.',
  'api.lookupRedirect':
    'the lookup service answered with a redirect to another address; check the lookup URL {where}.',
  /** {contentType} is a media type as the server sent it ("text/html"); {detail} one of the api.expected* sentences. */
  'api.unexpectedContentType': 'the server sent {contentType}. {detail}',
  /** {detail} is one of the api.expected* sentences. */
  'api.noContentType': 'the server sent a reply without a content type. {detail}',
  /** The base URL's ending /app/api/7 stays as it is. */
  'api.expected.dataNotWebPage':
    'That is a web page, not API data: check that the base URL ends in /app/api/7 and that the API is enabled for the account.',
  'api.expected.jsonOrXml': 'Expected JSON or XML data.',
  'api.expected.audio': 'Expected audio, or base64 audio in JSON or text.',
  'api.expected.lookupJson': 'Expected a JSON lookup result.',
  /** The reply to a call request was a web page. */
  'api.expected.callReplyNotWebPage':
    'That is a web page, not an API reply: the call may or may not have been placed. Check your phone, then the base URL {where}.',
  /** {bytes} is the largest reply accepted, in bytes. */
  'api.tooLarge':
    'the reply is larger than {bytes} bytes, the most this app accepts; ask for fewer records at a time.',
  /** {levels} is a number of nesting levels. */
  'api.tooDeep': 'the reply nests data more than {levels} levels deep, which no record does.',
  /** {excerpt} is the start of the server's reply as it sent it. */
  'api.invalidJson': 'the reply claims to be JSON but is not valid JSON ("{excerpt}").',
  /** {excerpt} is the start of the server's reply as it sent it. */
  'api.invalidXml': 'the reply claims to be XML but is not well-formed ("{excerpt}").',
  'api.notJsonObject': 'the reply is not a JSON object.',
  /** {field} is a field name as the lookup service sent it (CITY, LEC). */
  'api.lookupFieldNotText': 'the field {field} of the lookup result is not text.',
  'api.lookupResultNotText': 'the lookup result holds a field that is not text.',
  /** {code} is the number the lookup service gave as its own answer code; {message} its text as it sent it. */
  'api.lookupFailed': 'the lookup service answered code {code}: {message}',
  /** The lookup service's answer had no code; {message} is its text as it sent it. */
  'api.lookupFailedNoCode': 'the lookup service answered code none: {message}',
  /** The lookup service's answer code was {code}, without a message. */
  'api.lookupFailedNoMessage': 'the lookup service answered code {code}: no message',
  'api.lookupFailedNothing': 'the lookup service answered code none: no message',
  /** {type} is the value of the lookup answer's "type" field, as it sent it (its success value is "+OK"). */
  'api.lookupType': 'type {type}',
  /** {reason} is what the phone system said, as it sent it, or api.failureWithoutReason. */
  'api.pbxRefused': 'the phone system refused: {reason}',
  /** {reason} is what the server said, as it sent it, or api.failureWithoutReason. */
  'api.serverFailure': 'the server reported a failure: {reason}',
  'api.failureWithoutReason': 'the server reported a failure without saying why',
  /** {fields} lists the names of the fields the reply holds, as the server sent them (comma-separated). */
  'api.noList.fields': 'could not find a list of records in the reply (it holds fields: {fields}).',
  /** {type} is a programming type name: string, number or boolean. */
  'api.noList.value': 'could not find a list of records in the reply (it holds a {type}).',
  /** {fields} lists the names of the fields the reply holds, as the server sent them (comma-separated). */
  'api.noRecordObjects.fields': 'could not find records (objects) in the reply (it holds fields: {fields}).',
  /** {type} is a programming type name: string, number or boolean. */
  'api.noRecordObjects.value': 'could not find records (objects) in the reply (it holds a {type}).',
  /** {id} is a record's id; {fields} lists the names of the fields the reply holds, as the server sent them. */
  'api.noRecord.fields': 'could not find the record {id} in the reply (it holds fields: {fields}).',
  /** {id} is a record's id; {type} a programming type name: string, number, boolean or object. */
  'api.noRecord.value': 'could not find the record {id} in the reply (it holds a {type}).',
  /** {fields} lists field names (uuid, xml_cdr_uuid) as the API names them. */
  'api.recordsWithoutId': 'the records carry no id (looked for {fields}).',
  'api.base64.textReply': 'the text reply is not valid base64.',
  'api.base64.audioField': 'the audio field is not valid base64.',
  /** {field} is a field name as the phone system sent it (message_base64). */
  'api.base64.field': '{field} is not valid base64.',
  'api.noAudioField': 'the reply holds no base64 audio field.',
  /** {count} is a number of bytes. The format names stay as they are. */
  'api.notAudio': {
    one: 'the reply is not audio in a known format (WAV, MP3, OGG, FLAC, M4A or WebM): {count} byte arrived. A web page in place of audio usually means a login page or a wrong base URL.',
    other:
      'the reply is not audio in a known format (WAV, MP3, OGG, FLAC, M4A or WebM): {count} bytes arrived. A web page in place of audio usually means a login page or a wrong base URL.',
  },
  /** {count} is a number of bytes; {start} the first characters that arrived, as they were. */
  'api.notAudioStarting': {
    one: 'the reply is not audio in a known format (WAV, MP3, OGG, FLAC, M4A or WebM): {count} byte arrived, starting "{start}". A web page in place of audio usually means a login page or a wrong base URL.',
    other:
      'the reply is not audio in a known format (WAV, MP3, OGG, FLAC, M4A or WebM): {count} bytes arrived, starting "{start}". A web page in place of audio usually means a login page or a wrong base URL.',
  },

  // ---- the HTTP clients: the network -----------------------------------------------------------------
  /** {host} is a server's host name (pbx.example.com); {seconds} a number. */
  'api.timeout':
    '{host} did not answer within {seconds} s. Try again; if it keeps happening, the server may be down.',
  /** {host} is a server's host name (pbx.example.com). */
  'api.network.refused': 'could not connect to {host} (connection refused). Is the address right?',
  /** {host} is a server's host name (pbx.example.com). */
  'api.network.notFound':
    'the host {host} could not be found. Check the account id and domain, and your network.',
  /** {host} is a server's host name; {code} the system's error code (CERT_HAS_EXPIRED). */
  'api.network.secure':
    "the secure connection to {host} failed ({code}). Check the address, or your network's proxy.",
  /** {host} is a server's host name (pbx.example.com). */
  'api.network.certificate':
    "the secure connection to {host} failed (certificate problem). Check the address, or your network's proxy.",
  /** {host} is a server's host name (pbx.example.com). */
  'api.network.offline': '{host} is unreachable: the computer seems to be offline.',
  /** {host} is a server's host name (pbx.example.com). */
  'api.network.closed': 'the connection to {host} was closed before a complete reply arrived.',
  /** {host} is a server's host name; {detail} the system's own description of the failure, in English. */
  'api.network.failed': 'the request to {host} failed ({detail}).',
  /** A call request got no answer in time. {seconds} is a number. */
  'api.callTimeout':
    'the phone system did not answer within {seconds} s. The call may still ring: check your phone before calling again.',
  /** A call request's connection broke after it was sent. {reason} is one of the api.network.* sentences. */
  'api.callBrokenAfterSending': '{reason} The call may still ring: check your phone before calling again.',

  // ---- connections and keys --------------------------------------------------------------------------
  /** Settings' "Test connection" passed on the built-in demo phone system. */
  'connection.testPassedDemo':
    'Connected to the demo phone system: the key was accepted and call history can be read.',
  /** Settings' "Test connection" passed. {host} is the phone system's host name (pbx.example.com). */
  'connection.testPassed': 'Connected to {host}: the key was accepted and call history can be read.',
  'connection.lookupUrlMissing': 'Enter the lookup URL {where} to look up numbers.',
  /** {rule} is one of the api.urlRule.* rules. */
  'connection.lookupUrlInvalid': 'The lookup URL {rule}.',
  /** The base URL is the phone system's address; the account id and domain make one. */
  'connection.pbx.noAddress': 'Enter the account id and the base URL (or account id and domain).',
  'connection.lookup.noAddress': 'Enter the account id and the lookup URL.',
  'connection.pbx.unusableKey':
    'The stored phone-system API key holds characters HTTP cannot carry: enter it again {where}.',
  'connection.lookup.unusableKey':
    'The stored main SIP account key holds characters HTTP cannot carry: enter it again {where}.',
  /** {host} is the phone system's host name (pbx.example.com). */
  'connection.pbx.keyForOtherHost':
    'The phone-system API key was entered for another host, so it is not sent to {host}: enter it again {where} for this host.',
  /** {host} is the lookup service's host name. */
  'connection.lookup.keyForOtherHost':
    'The main SIP account key was entered for another host, so it is not sent to {host}: enter it again {where} for this host.',
  'connection.pbx.keyMissing':
    'The phone-system API key is not set: enter it {where}. If you entered it before, unlock your system keychain.',
  'connection.lookup.keyMissing':
    'The main SIP account key is not set: enter it {where}. If you entered it before, unlock your system keychain.',
  'connection.pbx.saveAccountFirst':
    'Enter and save the account id first: the phone-system API key is stored per account.',
  'connection.lookup.saveAccountFirst':
    'Enter and save the account id first: the main SIP account key is stored per account.',
  'connection.pbx.saveAddressFirst':
    'Enter and save the base URL (or account id and domain) first: the phone-system API key is kept for that host only.',
  'connection.lookup.saveAddressFirst':
    'Enter and save the lookup URL first: the main SIP account key is kept for that host only.',

  // ---- the keychain ----------------------------------------------------------------------------------
  /** {hint} is one of the secrets.unavailableHint.* sentences; {detail} what the system said, in its own words. */
  'secrets.unavailable':
    'The system keychain is not available, so Dialdesk cannot store or read API keys. {hint} ({detail})',
  /** {hint} is one of the secrets.lockedHint.* sentences; {detail} what the system said, in its own words. */
  'secrets.locked':
    'The system keychain is locked or refused access, so Dialdesk cannot use API keys. {hint} ({detail})',
  /** On Linux. The package names stay as they are. */
  'secrets.unavailableHint.linux':
    'Install and start a Secret Service such as gnome-keyring (packages gnome-keyring and libsecret-1-0) or KWallet, then restart Dialdesk.',
  /** On macOS; "Keychain Access" is the name of Apple's app (use its name in the language of macOS). */
  'secrets.unavailableHint.mac':
    'Open Keychain Access and make sure your login keychain exists, then restart Dialdesk.',
  /** On Windows; "Windows Credential Manager" is the name of Windows' tool (use its name in the language of Windows). */
  'secrets.unavailableHint.windows':
    'Sign in to Windows with your own user account so that Windows Credential Manager is available, then restart Dialdesk.',
  'secrets.unavailableHint.other': 'Install or start the system keychain service, then restart Dialdesk.',
  /** On Linux. "login" is the name of the keyring; "Passwords and Keys" and "KWallet" are apps (use their names in the language of the desktop). */
  'secrets.lockedHint.linux':
    'Unlock your keychain (the default "login" keyring, for example in Passwords and Keys or KWallet), accept the keychain prompt if one appears, and try again.',
  /** On macOS; "Keychain Access" is the name of Apple's app. */
  'secrets.lockedHint.mac':
    'Unlock your login keychain in Keychain Access, allow Dialdesk access when asked, and try again.',
  /** On Windows. */
  'secrets.lockedHint.windows':
    'Unlock your keychain by signing in to Windows with your own user account, and try again.',
  'secrets.lockedHint.other': 'Unlock your keychain, allow Dialdesk access when asked, and try again.',
  /** The detail of secrets.unavailable. keytar is the name of a program module; {reason} is its own message, in English. */
  'secrets.keytarNotLoaded': 'the keychain module keytar could not be loaded: {reason}',
  /** {rule} is one of the secrets.keyRule.* sentences. */
  'secrets.invalidKey': 'This API key cannot be stored: {rule}',
  /** Why a key cannot be stored, after "This API key cannot be stored:". */
  'secrets.keyRule.text': 'it must be text.',
  /** Why a key cannot be stored, after "This API key cannot be stored:". */
  'secrets.keyRule.empty': 'it is empty.',
  /** Why a key cannot be stored, after "This API key cannot be stored:". */
  'secrets.keyRule.tooLong': 'it is longer than {max} characters.',
  /** Why a key cannot be stored, after "This API key cannot be stored:". */
  'secrets.keyRule.blank':
    'it contains spaces, tabs or line breaks. Copy the key again without the blank around it.',
  /** Why a key cannot be stored, after "This API key cannot be stored:". */
  'secrets.keyRule.notAscii':
    'it contains characters that cannot be sent over HTTP. An API key holds only the letters A to Z, digits and the punctuation of a US keyboard.',

  // ---- errors ----------------------------------------------------------------------------------------
  /** {kind} is the internal name of the error (TypeError), for support. */
  'error.internal': 'Dialdesk hit an internal error ({kind}). Try again; if it persists, restart the app.',
  /** A rule a settings field broke, after its name ("general.colour: is not a known setting"). */
  'error.unknownSetting': 'is not a known setting',
  /** Settings that were refused. {problems} lists error.fieldProblem items separated by semicolons. */
  'error.invalidSettings': 'Invalid settings: {problems}',
  /** One refused field. {field} is its name as the app names it (account.extension); {problem} the rule it broke. */
  'error.fieldProblem': '{field}: {problem}',
  /** A refused request. {field} is a field name as the app names it (account.extension) or error.theArgument; {rule} the rule it broke ("must be 2 to 10 digits, or empty"). */
  'error.invalidRequest': 'Invalid request: {field} {rule}',
  'error.invalidRequestNoDetail': 'Invalid request: the argument is not valid.',
  /** Names a request as a whole where a field's name would be: "Invalid request: the argument must be …". */
  'error.theArgument': 'the argument',
  /** Two sentences said one after the other (a refusal, then what to do about it). */
  'text.twoSentences': '{first} {second}',
  /**
   * {where} in the messages that send the person to Settings ("enter it {where}"). Said as place.onThisPage
   * when the message is shown on Settings itself.
   */
  'place.inSettings': 'in Settings',
  /** {where} of a message shown on Settings itself, in place of place.inSettings. */
  'place.onThisPage': 'on this page',

  // ---- calls -----------------------------------------------------------------------------------------
  /** The status after a call was placed. {extension} is the user's own phone extension; {number} the number called. */
  'calls.status': 'Your extension {extension} rings first; answer it to connect {number}.',
  /** As calls.status; {dialAfter} is the extension to dial once connected. */
  'calls.statusThenDial':
    'Your extension {extension} rings first; answer it to connect {number}. Once connected, dial extension {dialAfter}.',
  'calls.enterExtension': 'Enter your extension {where}: it rings first.',
  /** A call waiting for the person's confirmation. */
  'calls.notPending': 'This call is no longer waiting: it was placed, cancelled or replaced.',
  /** {number} is the number to call. "Do Not Call list": the national register of numbers that must not be called for sales. */
  'calls.doNotCall':
    '{number} is on the Do Not Call list: confirm that you want to call it before it is placed.',
  /** {number} is the number called; nothing was sent. */
  'calls.outsideHours':
    'It is outside the calling hours where {number} rings: confirm that you want to call it now before it is placed.',
  /** Settings' calling hours: the end is at or before the start. */
  'hours.endBeforeStart': 'The calling hours must end after they start: nothing was saved.',
  /** {number} is the number called. */
  'calls.mayStillRing':
    "The call to {number} may still ring: the phone system's answer did not arrive. Check your phone before you try again.",
  /** {number} is the number called; {status} an HTTP status code (403). */
  'calls.refusedHttp': 'The phone system refused to call {number} (HTTP {status}).',
  /** {number} is the number called; {status} an HTTP status code (403); {code} the phone system's own error code (bad_request). */
  'calls.refusedHttpCode': 'The phone system refused to call {number} (HTTP {status}: {code}).',
  /** After calls.refusedHttp when the phone system refused the key. */
  'calls.hint.checkKey': 'Check the phone-system key {where}.',
  /** After calls.refusedHttp when the API account may not place calls for this extension. */
  'calls.hint.notAuthorised':
    'The API account may not be authorised for your extension: ask your phone-system administrator.',
  /** After calls.refusedHttp when the phone system said "too many requests". */
  'calls.hint.wait': 'Wait a moment before you try again.',
  /** {number} is the number called. */
  'calls.refused': 'The phone system refused to call {number}.',
  /** {number} is the number called. */
  'calls.unreachable':
    'Dialdesk could not reach the phone system to call {number}: check the network and the base URL {where}.',
  /** {number} is the number to call. */
  'calls.notSendable': '{number} cannot be sent to the phone system as a number to call.',
  /** {number} is the number called. */
  'calls.unreadableAnswer':
    "The phone system's answer to the call to {number} could not be read: check your phone before you try again.",
  /** {number} is the number called a moment ago. */
  'calls.inProgress':
    'A call to {number} was started a moment ago, so this one was not sent. Wait a few seconds, then try again.',
  /** Why a global hotkey (keyboard shortcut) does not work yet, while the app starts. */
  'calls.hotkeyNotRegistered': 'Not registered yet.',

  // ---- numbers ---------------------------------------------------------------------------------------
  /** {text} is what the phone system recorded as a number, as it recorded it. */
  'numbers.notANumber': '"{text}" is not a number: there is nothing to call.',
  /** {text} is the number as recorded or typed. */
  'numbers.noNumberIn': '"{text}" holds no number to call.',
  /** On the dial pad, when nothing was typed. */
  'numbers.typeNumber': 'Type a number to call.',
  /** {vanity} is a number with letters for digits (1-800-FLOWERS); {digits} the same number in digits. */
  'numbers.vanity':
    '"{vanity}" spells its number in letters, and Dialdesk dials digits only: type it as {digits} if that is the number.',
  'numbers.noneFound': 'No phone number found to call.',

  // ---- lookups ---------------------------------------------------------------------------------------
  'lookups.noNumber': 'No phone number found to look up.',
  /** {number} is the short number the person asked to look up (201, *97). */
  'lookups.notOutside':
    '{number} is an extension, a feature code or a local number without its area code; lookups are for outside numbers.',
  /** Settings' "Test lookup" passed. {number} is the number looked up; {facts} its line type and carrier as the lookup service sent them (wireless, Verizon). */
  'lookups.testFacts': 'Lookup works: {number} is {facts}.',
  /** Settings' "Test lookup" passed, the service had no line type or carrier. {number} is the number looked up. */
  'lookups.testFound': 'Lookup works: {number} was found.',
  'lookups.keyRefused': 'The lookup service refused the key.',
  'lookups.keyAccepted': 'The lookup service accepted the key.',

  // ---- saved accounts --------------------------------------------------------------------------------
  /** The name of the built-in demo phone system where accounts are named (notices, the call confirmation). */
  'account.demoName': 'Demo',
  /** The name a new account gets until the person names it. */
  'account.defaultName': 'My phone system',
  'account.notSaved': 'This account is no longer saved: it was removed, perhaps in another Dialdesk window.',
  /** A rule an account's id broke, after its name. */
  'account.rule.savedId': 'must be the id of a saved account',
  /** A rule the account's name broke, after its name ("name: must not be empty"). */
  'account.rule.nameEmpty': 'must not be empty',
  /** A rule the account's name broke, after its name. */
  'account.rule.nameTooLong': 'must be at most {max} characters',
  /** A rule the account's name broke, after its name. */
  'account.rule.nameControl': 'must not hold control characters',
  /** Why the list of accounts could not be read, inside brackets after "could not be read". */
  'accountsFile.damage.notJson': 'it is cut short, or is not JSON',
  /** Why the list of accounts could not be read, inside brackets after "could not be read". */
  'accountsFile.damage.tooLarge': 'it is far larger than a list of accounts ever is',
  /** Why the list of accounts could not be read, inside brackets after "could not be read". */
  'accountsFile.damage.wrongShape': 'it does not hold a list of accounts this Dialdesk can read',
  /** {damage}: one of the accountsFile.damage.* reasons, or what the system said (permission denied (EACCES)). */
  'accountsFile.restored':
    'The list of your accounts could not be read ({damage}), so Dialdesk restored it from the copy it keeps: every account is back, with its keys and history.',
  /** accounts.json is the name of the file: keep it as it is. */
  'accountsFile.restoredMissing':
    'The list of your accounts (accounts.json) was missing, so Dialdesk restored it from the copy it keeps: every account is back, with its keys and history.',
  /** After the sentence saying the list was damaged. {path}: where the damaged file was copied. */
  'accountsFile.keptAt':
    'The file as it was is kept as {path}: you may delete it once your accounts are as you left them.',
  /** After the sentence saying the list was damaged. {cause}: such as "permission denied (EACCES)". */
  'accountsFile.notKept': 'The file as it was could not be kept aside ({cause}).',
  /** {damage}: one of the accountsFile.damage.* reasons, or what the system said. */
  'accountsFile.notRestored':
    'The list of your accounts could not be read ({damage}), and Dialdesk had no good copy of it to restore.',
  /** {name}: the account's name. Its keys are stored under its id, so a new id finds none. */
  'accountsFile.rebuilt':
    'The account in use, {name}, was set up again from the settings under a new id: enter its keys again.',
  /** {folder}: the folder of Dialdesk's data on this computer; accounts.json is the file's name: keep it. */
  'accountsFile.howToRestore':
    'To get your accounts back with their keys and history, quit Dialdesk, put a good accounts.json in {folder} (from a backup, or the kept file repaired), and start Dialdesk again.',
  /** {names}: the accounts' names, comma-separated. An id names an account's keys and its history on this computer. */
  'accountsFile.newIds': {
    one: 'An account in the list had the same id as an account before it (an edit by hand?), so it was given an id of its own: {names}. It has no keys or history of its own yet: use it and enter its keys, or remove it.',
    other:
      '{count} accounts in the list had the same id as an account before them (an edit by hand?), so each was given an id of its own: {names}. They have no keys or history of their own yet: use each and enter its keys, or remove it.',
  },
  /** Under an account in Settings › Accounts, after the list held its id twice. */
  'accountsFile.newIdNote':
    'It had the same id as another account, so it was given one of its own at this start: it has no keys or history of its own yet.',
  /** {version}: a whole number, the format of the file. Shown in Settings › Accounts, where Add, Rename and Remove are then disabled. */
  'accountsFile.newer':
    'This list of accounts was saved by a newer Dialdesk (list version {version}), so this one leaves it as it is: it shows the accounts it can read, and cannot add, change or remove any. Use the newer Dialdesk to change them.',
  /** After accountsFile.newer. */
  'accountsFile.newerUnread': {
    one: '{count} account in it could not be read here and is not shown.',
    other: '{count} accounts in it could not be read here and are not shown.',
  },

  // ---- the IPC door ----------------------------------------------------------------------------------
  'ipc.unknownRequest': 'Unknown request.',
  /** A request from a window that may not ask it (only one window may). */
  'ipc.noWindow': 'Request refused: no window here may ask it.',
  'ipc.notDialdeskWindow': 'Request refused: it did not come from a Dialdesk window.',
  'ipc.notThisWindow': 'Request refused: only the window it is about may ask it.',
  /** A rule a request's field broke, after its name ("number: is empty"). */
  'ipc.rule.empty': 'is empty',
  /** A rule a request's field broke, after its name. */
  'ipc.rule.tooLong': 'is longer than {max} characters',
  /** A rule a request's field broke, after its name. YYYY-MM-DD shows the format: translate the letters if your language writes them otherwise. */
  'ipc.rule.day': 'must be a date written YYYY-MM-DD',
  /** A rule a request's field broke, after its name: the name of a field of a call record. */
  'ipc.rule.fieldName': 'must be a field name',
  /** A rule a request's field broke, after its name. CSS px: the unit of a page's length. */
  'ipc.rule.atLeastPx': 'must be at least {min} CSS px',
  /** A rule a request's field broke, after its name. CSS px: the unit of a page's length. */
  'ipc.rule.atMostPx': 'must be at most {max} CSS px',
  /** The confirmation page's own size report: {max} is a number of CSS px. */
  'ipc.rule.pageLength': 'must be a number of CSS px from 1 to {max}',
  /** A rule a date range broke, after its name. */
  'ipc.rule.rangeOrder': 'must not end before it starts',
  /** A rule of a request: a list holds more entries than allowed. */
  'ipc.rule.tooMany': 'holds more than {max} entries',
  // ─── What main keeps on this computer ───
  // Messages of what main keeps on this computer: the local call history, the settings file, files it
  // writes and saves, the CSV export, and the voicemail list.
  // The local call history: shown in History's status line and in Settings.
  /** {reason}: the database's own error text, technical, often English. */
  'localHistory.fault.damaged': 'The call history on this computer is damaged ({reason}).',
  'localHistory.fault.newer':
    'The call history on this computer was written by a newer Dialdesk: this one leaves it untouched and shows history from the phone system. Update Dialdesk to use it again.',
  'localHistory.fault.busy':
    'Another Dialdesk on this computer is using the call history right now; it will be tried again shortly.',
  /** {folder}: the path of a folder on this computer. */
  'localHistory.fault.readOnly':
    'Dialdesk may not write to the folder holding its call history ({folder}): history is shown from the phone system until it can.',
  'localHistory.fault.full':
    "The disk holding Dialdesk's data is full: free some space; history will catch up.",
  /** {reason}: the database's own error text, technical, often English. */
  'localHistory.fault.other':
    'The call history on this computer could not be used ({reason}); it will be tried again.',
  /** {reason}: the database's own error text, technical, often English; {path}: where the file now is. */
  'localHistory.setAside':
    'The local call history could not be read ({reason}). It was moved to {path} and is being rebuilt from the phone system.',
  /** {reason}: a whole sentence saying why the last checks failed (no network, the server refused...). */
  'localHistory.notUpToDate':
    'The call history on this computer is not up to date (Dialdesk keeps trying): {reason}',

  // The settings file: a warning shown once at start when the file had to be repaired or replaced.
  /** {reason}: why the file could not be read, such as "permission denied (EACCES)". */
  'settingsFile.unreadable':
    'Dialdesk could not read its settings file ({reason}), so Dialdesk started with default settings.',
  'settingsFile.notJson':
    'The settings file was damaged (it is not valid JSON), so Dialdesk started with default settings.',
  'settingsFile.tooLarge':
    'The settings file was damaged (it is larger than settings ever are), so Dialdesk started with default settings.',
  'settingsFile.notObject':
    'The settings file was damaged (it does not hold a settings object), so Dialdesk started with default settings.',
  /** After the sentence saying why Dialdesk started with default settings. {path}: where the file now is. */
  'settingsFile.movedAside': 'The original file was moved to {path}.',
  /**
   * After the sentence saying why Dialdesk started with default settings. {cause}: such as "permission
   * denied (EACCES)"; {path}: the settings file.
   */
  'settingsFile.notMovedAside': 'It could not be moved aside ({cause}) and is still at {path}.',
  /** {fields}: the settings' internal names, comma-separated, such as "account.extension, history.days". */
  'settingsFile.fieldsReset': 'Some settings were invalid and have been reset to their defaults: {fields}.',
  /** {keys}: internal names of entries in the file, comma-separated. */
  'settingsFile.keysDropped': 'Settings nested too deeply to keep were dropped: {keys}.',
  /** {keys}: the first few internal names of entries in the file, comma-separated; {count}: how many more. */
  'settingsFile.keysDroppedMore': {
    one: 'Settings nested too deeply to keep were dropped: {keys} and {count} more.',
    other: 'Settings nested too deeply to keep were dropped: {keys} and {count} more.',
  },
  /** After the sentences saying which settings were reset. {path}: the copy of the file. */
  'settingsFile.copyKept': 'A copy of the original settings file was kept at {path}.',
  /**
   * After the sentences saying which settings were reset. {path}: the settings file; {cause}: such as
   * "permission denied (EACCES)".
   */
  'settingsFile.notCopied': 'The settings file at {path} could not be copied ({cause}).',

  // The rule a settings field broke, shown next to the field in Settings and after the field's name
  // elsewhere ("account.extension: must be ..."): starts in lower case, no full stop. Quoted values are
  // what the field takes and stay as they are.
  'settingsFile.rule.apiUrl':
    'must be an https:// URL without user name, password, ? or # (http:// only on this computer: localhost, 127.0.0.1, [::1]), or empty',
  'settingsFile.rule.numberFormat': "must be 'e164', 'national-digits' or 'country-digits'",
  'settingsFile.rule.hotkey':
    "must be modifiers and one key joined by '+', such as 'CommandOrControl+Shift+D', or empty",
  /** {choices}: the values the language setting takes, comma-separated, such as "system, en, es". */
  'settingsFile.rule.language': 'must be one of {choices}',
  'settingsFile.rule.accountId': 'must be at most 63 letters, digits or dashes',
  'settingsFile.rule.domain': "must be a host name such as 'pbx.example.com', or empty",
  'settingsFile.rule.extension': 'must be 2 to 10 digits, or empty',
  'settingsFile.rule.region': "must be a two-letter country code such as 'US'",
  'settingsFile.rule.wholeMinutes': 'must be a whole number of minutes',
  'settingsFile.rule.minutesAtLeast1': 'must be at least 1 minute',
  'settingsFile.rule.minutesAtMost60': 'must be at most 60 minutes',
  'settingsFile.rule.wholeDays': 'must be a whole number of days',
  'settingsFile.rule.daysAtLeast0': 'must be at least 0 days',
  'settingsFile.rule.daysAtLeast1': 'must be at least 1 day',
  'settingsFile.rule.daysAtMost365': 'must be at most 365 days',
  'settingsFile.rule.daysAtMost3650': 'must be at most 3650 days',

  // Why a file could not be read or written: a clause inside a sentence, in lower case.
  'storage.cause.permissionDenied': 'permission denied',
  'storage.cause.readOnlyDisk': 'the disk is read-only',
  'storage.cause.diskFull': 'the disk is full',
  'storage.cause.quotaUsed': 'your disk quota is used up',
  'storage.cause.noFolder': 'the folder does not exist',
  'storage.cause.fileForFolder': 'a file stands where the folder should be',
  'storage.cause.folderForFile': 'a folder stands where the file should be',
  'storage.cause.tooManyOpen': 'too many files are open',
  'storage.cause.diskError': 'the disk reported an error',
  'storage.cause.pathTooLong': 'the path is too long',
  'storage.cause.fileInUse': 'the file is in use by another program',
  'storage.cause.other': 'a file system error',
  'storage.cause.unknown': 'an unknown file system error',
  /** {cause}: one of the causes above; {code}: the system's error code, such as "EACCES". */
  'storage.causeWithCode': '{cause} ({code})',
  /** {file}: a file name; {folder}: the folder's path; {cause}: such as "permission denied (EACCES)". */
  'storage.writeFailed':
    'Dialdesk could not write {file} in the folder {folder}: {cause}. Check that the folder exists, that you may write to it, and that the disk has space.',

  // Saved audio: the first word of the file name offered ("Voicemail 2026-11-21 1403 Dana Whitfield.wav"),
  // a noun. Only characters a file name may hold: no < > : " / \ | ? *
  'files.voicemailLabel': 'Voicemail',
  'files.recordingLabel': 'Recording',
  /** Used when the word given for the file name cannot be used. */
  'files.audioLabel': 'Audio',
  'files.noAudio': 'The phone system sent no audio for this message: there is nothing to save.',
  'files.showOnlySaved': 'Dialdesk can show only a file it saved itself.',

  // The CSV export: the headers of the columns a person reads first (before the phone system's own fields).
  'export.column.date': 'Date',
  'export.column.time': 'Time',
  /** Whether the call came in, went out, or stayed inside the phone system. */
  'export.column.direction': 'Direction',
  /** The other party's name. */
  'export.column.name': 'Name',
  /** The other party's phone number. */
  'export.column.number': 'Number',
  /** Who the call was with at this desk's end (another extension, a ring group). */
  'export.column.otherParty': 'Other party',
  'export.column.duration': 'Duration',
  /** How the call ended: answered, missed... */
  'export.column.result': 'Result',
  'export.column.outcome': 'Outcome',
  'export.column.note': 'Note',
  /** A cell of the Direction column: a call that came in. */
  'export.direction.inbound': 'Incoming',
  /** A cell of the Direction column: a call that went out. */
  'export.direction.outbound': 'Outgoing',
  /** A cell of the Direction column: a call between extensions of the same phone system. */
  'export.direction.local': 'Internal',
  /** A cell whose value is too deeply nested to write out. */
  'export.nestedTooDeep': '(nested too deep to show)',
  'export.alreadyRunning': 'An export is already running: wait for it, or cancel it.',
  /**
   * The file name offered for an export, without ".csv". {from}, {to}: days as 2026-11-21. Only characters a
   * file name may hold: no < > : " / \ | ? *
   */
  'export.fileNameRange': 'Calls {from} to {to}',
  /**
   * The file name offered for an export of the whole history, without ".csv". {day}: today, as 2026-11-21.
   * Only characters a file name may hold: no < > : " / \ | ? *
   */
  'export.fileNameUntil': 'Calls until {day}',

  'voicemailWatch.notListed':
    'This message is not in the voicemail list Dialdesk last loaded: refresh the list, then play it again.',
  // ─── Contacts file ───
  // The person's contacts, kept in one file on this computer: refusals of a change, and what the file's
  // faults say (People's status line, and the message of a change that could not be saved).
  /** A rule a contact's field broke, after its name: an id of a contact or one of its numbers. */
  'contacts.rule.id': "is not a contact's id",
  /** A rule a contact's field broke, after its name. */
  'contacts.rule.nameMissing': 'is empty: every contact needs a name',
  /** A rule a contact's field broke, after its name: the label of a number. */
  'contacts.rule.label': 'must be work, mobile, home, extension or other',
  /** A rule a contact's field broke, after its name. */
  'contacts.rule.tooManyNumbers': 'holds more than {max} numbers',
  /** {reason}: the refused request in words ("Invalid request: name is empty: every contact needs a name"). */
  'contacts.refused': 'The contact was not saved. {reason}',
  'contacts.notSaved': 'This contact is no longer saved: it was deleted, perhaps in another window.',
  'contacts.numberNotSaved': 'This number is no longer saved with a contact.',
  /** {account}: the name of the account the extension was saved under. */
  'contacts.otherAccountsExtension':
    'This is an extension of the account {account}: it can be called and starred only while that account is in use.',
  'contacts.favouritesChanged': 'The favourites changed meanwhile: their order was not saved. Try again.',
  /** {reason}: the database's own error text, technical, often English. */
  'contacts.fault.damaged': 'Your contacts file is damaged ({reason}).',
  'contacts.fault.newer':
    'Your contacts file was written by a newer Dialdesk: this one leaves it untouched. Update Dialdesk to use your contacts again.',
  'contacts.fault.busy':
    'Another Dialdesk on this computer is using your contacts file right now: the change was not saved. Try again in a moment.',
  /** {folder}: the path of a folder on this computer. */
  'contacts.fault.readOnly':
    'Dialdesk may not write to the folder holding your contacts ({folder}): changes cannot be saved until it can.',
  'contacts.fault.full': 'The disk holding your contacts is full: free some space, then save again.',
  /** {reason}: the database's own error text, technical, often English. */
  'contacts.fault.other': 'Your contacts file could not be used ({reason}); the change was not saved.',
  /** {date}: the day of the backup, written out ("21 November 2026"); {path}: where the damaged file now is. */
  'contacts.restored':
    'Your contacts file was damaged. Contacts as of {date} were restored from a backup; the damaged file is kept at {path}.',
  /** {path}: where the damaged file now is. */
  'contacts.notRestored':
    'Your contacts file was damaged and no backup of it could be read, so Dialdesk started a new, empty one. The damaged file is kept at {path}.',
  /** {reason}: the file system's or the database's own error text, technical, often English. */
  'contacts.backupFailed':
    "Today's backup of your contacts could not be made ({reason}); your contacts themselves are saved.",
  // ─── Open in CRM (main) ───
  /** {scheme}: a URL scheme as typed ('salesforce'); {placeholder}: as typed ('{phone}'); {known}: the list of placeholders; {part}: one of crm.part.*. */
  'crm.schemeUnreadable':
    '“{scheme}” is not a scheme an address can start with: letters, then letters, digits, + . or -.',
  'crm.schemeNever':
    'Addresses starting with {scheme}: are never opened: Dialdesk opens only https:// addresses, or a CRM app’s own scheme.',
  'crm.unknownPlaceholder': '{placeholder} is not a placeholder Dialdesk fills: use {known}.',
  'crm.unreadable':
    "This is not an address Dialdesk can open: write it as your CRM's search address, starting with https:// and its host.",
  'crm.placeholderIn':
    'A placeholder cannot stand in the {part}: it would change where the address leads. Put it in the path or after the “?”.',
  'crm.part.scheme': 'scheme',
  'crm.part.user': 'user name',
  'crm.part.password': 'password',
  'crm.part.host': 'host',
  'crm.part.port': 'port',
  'crm.schemeNotAllowed':
    'Addresses starting with {scheme}: are not opened: use https://, or allow that scheme on purpose.',
  'crm.holdsKey':
    "The address holds one of this account's keys: a key never goes to the CRM. Take it out of the address.",
  'crm.cannotOpen': 'Dialdesk cannot open addresses on this computer.',
  'crm.noTemplate': 'No CRM address is set for this account: add one in Settings, under Open in CRM.',
  'crm.showFirst': 'This CRM address was not shown yet: look at it first, then open it.',
  // ─── Notes on calls and voicemail (main) ───
  /** {reason}: the database's own error text, technical, often English. */
  'notes.fault.damaged': 'The file of your notes on calls is damaged ({reason}).',
  'notes.fault.newer':
    'The file of your notes on calls was written by a newer Dialdesk: this one leaves it untouched. Update Dialdesk to use your notes again.',
  'notes.fault.busy':
    'Another Dialdesk on this computer is using the file of your notes right now: the note was not saved. Try again in a moment.',
  /** {folder}: the path of a folder on this computer. */
  'notes.fault.readOnly':
    'Dialdesk may not write to the folder holding your notes ({folder}): notes cannot be saved until it can.',
  'notes.fault.full': 'The disk holding your notes is full: free some space, then save the note again.',
  /** {reason}: the database's own error text, technical, often English. */
  'notes.fault.other': 'The file of your notes could not be used ({reason}); the note was not saved.',
  /** {date}: the day of the backup, written out ("21 November 2026"); {path}: where the damaged file now is. */
  'notes.restored':
    'The file of your notes on calls was damaged. Notes as of {date} were restored from a backup; the damaged file is kept at {path}.',
  /** {path}: where the damaged file now is. */
  'notes.notRestored':
    'The file of your notes on calls was damaged and no backup of it could be read, so Dialdesk started a new, empty one. The damaged file is kept at {path}.',
  /** {reason}: the file system's or the database's own error text, technical, often English. */
  'notes.backupFailed':
    "Today's backup of your notes could not be made ({reason}); your notes themselves are saved.",
  /** The default outcomes of a call, as the person picks one for a note. */
  'notes.outcome.reached': 'Reached',
  'notes.outcome.leftMessage': 'Left a message',
  'notes.outcome.noAnswer': 'No answer',
  'notes.outcome.wrongNumber': 'Wrong number',
  'notes.outcome.followUp': 'Follow up',
  'notes.unknownOutcome': 'This outcome is no longer on the list: choose another one.',
  'notes.outcomeEmpty': 'An outcome needs a name.',
  /** {label}: the outcome's name as typed. */
  'notes.outcomeTwice': '“{label}” is on the list twice: give each outcome its own name.',
  'notes.noNumber': 'This call has no number to keep a note under.',
  'notes.placedCallGone':
    'This call can no longer take a note here: Dialdesk was restarted since it was placed. Add the note to the call in History.',
  // ─── Importing contacts: the files ───
  // What main says about a file chosen for import before it knows what is in it. {file} is its name.
  /** Refusal: the file chosen for import is empty. */
  'import.emptyFile': '{file} is empty.',
  /** Refusal: the file is a compressed archive (zip, gzip…), whatever its name says. */
  'import.archive':
    '{file} is a compressed archive, not an address book: unpack it, then import the .vcf or .csv file inside.',
  /** Refusal: the file holds neither vCards nor a CSV table of contacts. */
  'import.notContacts':
    '{file} is not an address book Dialdesk can read: import a vCard (.vcf) file, or a CSV file exported from Outlook or Google Contacts.',
  /** A number of a contact left out because it is a fax (the count of them). */
  'import.faxes': {
    one: '{count} fax number was left out: a fax cannot take a call.',
    other: '{count} fax numbers were left out: a fax cannot take a call.',
  },
  /** Refusal: one file holds more contacts than an import reads ({max}). */
  'import.fileTooManyContacts':
    '{file} holds more than {max} contacts, more than one import takes: split it into smaller files and import them one after another.',
  /** A note of what a reader skipped in one of several files: the file's name, then the note. */
  'import.noteOfFile': '{file}: {note}',
  // ─── Importing contacts: vCard files ───
  // How main reads a vCard file (.vcf) the person imports: what it says about the file and its cards.
  /**
   * What a vCard file was read as, shown beside its name in the preview. {versions}: the vCard versions of
   * its cards ("3.0", "2.1 and 3.0"); {encoding}: the text encoding ("UTF-8", "Windows-1252").
   */
  'import.vcard.readAs': 'vCard {versions}, {encoding}',
  /** The same, when the cards say which program wrote them. {producer}: "Apple Contacts", "Outlook"… */
  'import.vcard.readAsFrom': 'vCard {versions} from {producer}, {encoding}',
  /** The same, when no card of the file could be read, so that its version is not known. */
  'import.vcard.readAsUnread': 'vCard with no readable card, {encoding}',
  // Address book apps that write vCard files, as {producer} above (Outlook, Android and Nextcloud are
  // named alike in every language). Use the name the app has in your language (macOS calls Apple's
  // "Contacts" app "Kontakte" in German).
  'import.vcard.producer.apple': 'Apple Contacts',
  'import.vcard.producer.google': 'Google Contacts',
  // Notes under the preview: what was skipped or left out of the vCard files, with how many.
  /** A group card (Apple Contacts and iCloud keep groups as cards) names people; it is no person. */
  'import.vcard.groups': {
    one: '{count} contact group was skipped: Dialdesk imports people, not groups.',
    other: '{count} contact groups were skipped: Dialdesk imports people, not groups.',
  },
  /** A card written inside another card (vCard 2.1 "AGENT": the card of someone's assistant). */
  'import.vcard.nested': {
    one: '{count} card written inside another card (an assistant’s) was skipped.',
    other: '{count} cards written inside other cards (an assistant’s) were skipped.',
  },
  /** "BEGIN" and "END" are the words that start and end a card in the file: keep them as they are. */
  'import.vcard.withoutEnd': {
    one: '{count} card had no END line and was skipped.',
    other: '{count} cards had no END line and were skipped.',
  },
  /** "VERSION" is the line of a card that says its vCard version: keep it as it is. */
  'import.vcard.withoutVersion': {
    one: '{count} card had no VERSION line and was skipped.',
    other: '{count} cards had no VERSION line and were skipped.',
  },
  'import.vcard.unreadableCards': {
    one: '{count} card could not be read and was skipped.',
    other: '{count} cards could not be read and were skipped.',
  },
  /** A card of more lines than Dialdesk reads of one card (20,000): its start was read. */
  'import.vcard.overflowing': {
    one: '{count} card was too long to read whole: its start was read and the rest skipped.',
    other: '{count} cards were too long to read whole: the start of each was read and the rest skipped.',
  },
  'import.vcard.unreadableLines': {
    one: '{count} line could not be read and was skipped.',
    other: '{count} lines could not be read and were skipped.',
  },
  // ─── Importing contacts: CSV files ───
  // How main reads a CSV file of contacts (Outlook, Google Contacts): what it says about the file.
  /** What a CSV file of contacts was read as: the program that wrote it, and the language of its header row. */
  'import.csv.outlookEnglish': 'Outlook CSV, English headers',
  /** As import.csv.outlookEnglish: the header row is in German. */
  'import.csv.outlookGerman': 'Outlook CSV, German headers',
  /** The product's name as Google calls it in this language. */
  'import.csv.google': 'Google Contacts CSV',
  /** The export Google Contacts wrote before its current one (its header starts "Name, Given Name"). */
  'import.csv.googleOlder': 'Google Contacts CSV (older export)',
  /** {layout}: one of import.csv.outlookEnglish … googleOlder; {encoding}: a character set ("Windows-1252", "UTF-8"). */
  'import.csv.readAs': '{layout}, {encoding}',
  /** As import.csv.readAs, for a file whose cells are separated by semicolons: keep the ";" as it is. */
  'import.csv.readAsSemicolons': '{layout}, {encoding}, separated by ;',
  /** As import.csv.readAs, for a file whose cells are separated by tab characters. */
  'import.csv.readAsTabs': '{layout}, {encoding}, separated by tabs',
  'import.csv.linesUnreadable': {
    one: '{count} line could not be read (a quote out of place) and was skipped.',
    other: '{count} lines could not be read (quotes out of place) and were skipped.',
  },
  'import.csv.quoteNeverCloses':
    'A quote in the file never closes: everything after it, to the end of the file, was skipped.',
  /** A row of the file holds more cells than its header row names. */
  'import.csv.extraCells': {
    one: '{count} row has more cells than the header has columns: the cells past the last column were left out.',
    other:
      '{count} rows have more cells than the header has columns: the cells past the last column were left out.',
  },
  /** Refusal: the file has no row with anything a contact keeps. {file}: its name. */
  'import.csv.noContacts':
    '{file} holds no contacts: none of its rows has a name, a company, a note or a number.',
  /** Refusal: every row that might have held a contact was unreadable. {file}: its name. */
  'import.csv.noContactsReadable': {
    one: '{file} holds no contacts Dialdesk can read: {count} line could not be read (a quote out of place).',
    other:
      '{file} holds no contacts Dialdesk can read: {count} lines could not be read (quotes out of place).',
  },
  /** Refusal. {file}: the file's name; {max}: a number of characters (1,048,576). */
  'import.csv.rowTooLong':
    '{file} has a row of more than {max} characters, which no address book export writes. A quote that never closes is the usual cause: look at the file in a text editor.',
  /** Refusal: the file holds bytes that are not text. {file}: its name. */
  'import.csv.binary':
    '{file} holds binary data, not text: it is damaged, or it is not a CSV export of contacts.',
  // ─── Importing contacts: the preview and the import ───
  // What main says when it compares the files with the person's contacts and imports them.
  /** Refusal of the files chosen for one import. {max}: a number (50,000). */
  'import.tooManyContacts':
    'These files hold more than {max} contacts in all: Dialdesk imports at most {max} at a time. Choose fewer files.',
  /** Refusal of Import: the preview on screen was replaced by a newer one, cancelled, or Dialdesk restarted. */
  'import.previewGone':
    'This preview is out of date and nothing was imported: choose the files again to see what importing them would do.',
  // Notes under the preview: what the contact limits did to the files' contacts. {max}: the limit.
  /** {held}: how many numbers those contacts held in all. */
  'import.note.numbersDropped': {
    one: '{count} contact held {held} numbers: the first {max} were kept.',
    other: '{count} contacts held more than {max} numbers, {held} in all: the first {max} of each were kept.',
  },
  'import.note.namesCut': {
    one: '{count} name was longer than {max} characters: it was cut to {max}.',
    other: '{count} names were longer than {max} characters: they were cut to {max}.',
  },
  'import.note.companiesCut': {
    one: '{count} company was longer than {max} characters: it was cut to {max}.',
    other: '{count} companies were longer than {max} characters: they were cut to {max}.',
  },
  'import.note.notesCut': {
    one: '{count} note was longer than {max} characters: it was cut to {max}.',
    other: '{count} notes were longer than {max} characters: they were cut to {max}.',
  },
  'import.note.numbersTooLong': {
    one: '{count} number was longer than {max} characters and was left out: no phone number is that long.',
    other:
      '{count} numbers were longer than {max} characters and were left out: no phone number is that long.',
  },
  /** Invisible characters that could make a name show as another one (bidi overrides), taken out. */
  'import.note.cleaned': {
    one: '{count} contact held control or text-direction characters: they were taken out.',
    other: '{count} contacts held control or text-direction characters: they were taken out.',
  },
  'import.note.empty': {
    one: '{count} contact had no name, company or number and was skipped.',
    other: '{count} contacts had no name, company or number and were skipped.',
  },
  // ─── Exporting contacts ───
  // What main says when it writes the person's contacts to a vCard or CSV file.
  /** Save dialog's title when exporting contacts to a vCard or CSV file. */
  'dialog.exportContactsTitle': 'Export contacts',
  /** Save dialog's file type choice for vCard address book files (.vcf); vCard is a format's name. */
  'dialog.vcardFiles': 'vCard',
  /**
   * The file name offered for an export of contacts, without ".vcf" or ".csv". {day}: today, as 2026-11-27.
   * Only characters a file name may hold: no < > : " / \ | ? *
   */
  'contactsExport.fileName': 'Contacts {day}',
  /** Refusal: Export was chosen with no contacts saved. */
  'contactsExport.noContacts': 'You have no contacts to export yet.',
  /** Refusal: no contact matches People's search, so there is nothing to export. {text}: the search. */
  'contactsExport.noneMatch':
    'No contact matches “{text}”, so there is nothing to export. Clear the search to export all your contacts.',
  /**
   * After an export as Outlook CSV: Outlook's file has two columns for work numbers, two for home, two for
   * mobile and one for other; numbers beyond those are not in the file. {contacts}: contactsExport.ofContacts.
   */
  'contactsExport.numbersLeftOut': {
    one: "{count} number of {contacts} did not fit Outlook's columns and was left out: export as vCard to keep them all.",
    other:
      "{count} numbers of {contacts} did not fit Outlook's columns and were left out: export as vCard to keep them all.",
  },
  /** {count} contacts, as the {contacts} of contactsExport.numbersLeftOut (in the case that sentence needs). */
  'contactsExport.ofContacts': { one: '{count} contact', other: '{count} contacts' },
  // ─── People: Import and Export ───
  // The People screen's Import and Export: the buttons, the preview screen, the conflicts, the results.
  // People's buttons, beside Add contact.
  /** Button: asks for address book files (vCard or CSV) to import, and shows what importing them would do. */
  'people.import.button': 'Import…',
  /** Button: opens the choice of a file format, then writes the contacts listed to a file. */
  'people.export.button': 'Export…',
  // The line over the list while main reads the chosen files, and what the import did.
  'people.import.reading': 'Reading the address book…',
  /** After Cancel, while the reading stops. */
  'people.import.cancelling': 'Stopping…',
  /** Headline when the chosen files are not an address book Dialdesk can read; the reason follows. */
  'people.import.refused': "Couldn't import the address book",
  /** After an import. {result}: what it did, a list of the four sentences below, e.g. "12 contacts added, 3 updated and 1 kept as you had it". */
  'people.import.done': 'Imported: {result}.',
  'people.import.done.added': { one: '{count} contact added', other: '{count} contacts added' },
  'people.import.done.updated': { one: '{count} updated', other: '{count} updated' },
  /** A contact the person had changed, kept as they had it rather than taking the file's version. */
  'people.import.done.kept': { one: '{count} kept as you had it', other: '{count} kept as you had them' },
  'people.import.done.unchanged': { one: '{count} already up to date', other: '{count} already up to date' },
  'people.import.done.nothing': 'Imported: nothing changed.',
  /** The button (an ×) that takes the import's result away, read by screen readers. */
  'people.import.dismissDone': 'Dismiss the import result',
  // The preview of an import: a screen of its own, before anything is written.
  /** The preview screen's title, and the open dialog's title. */
  'people.import.title': 'Import contacts',
  /** Heading of the counts: what importing the files would do to the person's contacts. */
  'people.import.summaryTitle': 'What importing would do',
  'people.import.verdict.new': {
    one: '{count} new contact, to be added',
    other: '{count} new contacts, to be added',
  },
  /** Contacts the person has, imported before, that the files hold in a newer version. */
  'people.import.verdict.updated': {
    one: '{count} of your contacts, to be updated from the files',
    other: '{count} of your contacts, to be updated from the files',
  },
  /** Contacts the person changed after importing them (or typed themselves) that the files hold otherwise. */
  'people.import.verdict.conflict': {
    one: '{count} contact you changed, which the files hold otherwise: choose below',
    other: '{count} contacts you changed, which the files hold otherwise: choose below',
  },
  'people.import.verdict.unchanged': {
    one: '{count} contact with nothing new in the files: nothing to do',
    other: '{count} contacts with nothing new in the files: nothing to do',
  },
  /** After a few names (or numbers): how many more there are. */
  'people.import.andMore': { one: 'and {count} more', other: 'and {count} more' },
  'people.import.nothingInFiles': 'The files hold no contact to import.',
  /** Heading of the list of files chosen, each with what it was read as. */
  'people.import.sourcesTitle': 'Files read',
  /** Under a file's name. {readAs}: what Dialdesk read it as, e.g. "Outlook CSV, German headers, Windows-1252". */
  'people.import.source': {
    one: '{count} contact, read as {readAs}',
    other: '{count} contacts, read as {readAs}',
  },
  'people.import.unreadableTitle': 'Numbers that could not be read',
  /** Over a list of "name: number" where the number holds no digits to dial ("BusinessPhone"). */
  'people.import.unreadableIntro': {
    one: '{count} number holds nothing Dialdesk can dial:',
    other: '{count} numbers hold nothing Dialdesk can dial:',
  },
  /** One of them. {name}: the contact's name; {number}: the number's text as the file has it. */
  'people.import.unreadableNumber': '{name}: {number}',
  /** Heading of what the files held that was skipped, cut to the limits, or left out. */
  'people.import.notesTitle': 'Left out or shortened',
  /** Heading of the contacts changed both in Dialdesk and in the files. */
  'people.import.conflictsTitle': 'Conflicts',
  'people.import.conflictsIntro':
    "You changed these contacts in Dialdesk, and the files hold them otherwise. Yours stay as they are unless you choose the file's.",
  /** Over the person's own version of a contact in conflict. */
  'people.import.yours': 'Yours',
  /** Over the file's version of a contact in conflict. */
  'people.import.theirs': 'In the file',
  'people.import.noCompany': 'No company',
  'people.import.noNote': 'No note',
  /** Said by screen readers after a field of the file's version that is not the same as the person's. */
  'people.import.differs': '(differs from yours)',
  /** A conflict's two choices: the person's own version stays, or the file's replaces it. */
  'people.import.keepMine': 'Keep mine',
  'people.import.useFile': "Use the file's",
  /** The choice for the conflicts beyond the first hundred, which are not shown one by one. */
  'people.import.othersLegend': {
    one: 'The other conflict, not listed one by one',
    other: 'The {count} other conflicts, not listed one by one',
  },
  /** Button: writes what the preview shows to the person's contacts. */
  'people.import.import': 'Import',
  'people.import.importing': 'Importing…',
  'people.import.failed': "Couldn't import the contacts",
  /** Under a disabled Import. */
  'people.import.nothingToDo':
    'Nothing would change: the files hold nothing your contacts do not have already, or that you have not changed since.',
  /** Under a disabled Import, when every conflict keeps the person's version. */
  'people.import.nothingChosen':
    'Nothing would change: the files hold nothing new for the rest, and you keep your own version of each conflict.',
  // People → Export….
  /** The legend over the formats. */
  'people.export.legend': 'Export as',
  'people.export.vcard3': 'vCard 3.0: read best by most apps',
  'people.export.vcard4': 'vCard 4.0: the newer version',
  /** A CSV file with the column names Outlook uses. */
  'people.export.outlookCsv': 'CSV for Outlook',
  /** Under the formats: which contacts the export writes. */
  'people.export.all': { one: 'Writes your one contact.', other: 'Writes all your {count} contacts.' },
  /** The same while People shows a search. {search}: what was typed. */
  'people.export.found': {
    one: 'Writes the one contact found for “{search}”.',
    other: 'Writes the {count} contacts found for “{search}”.',
  },
  /** Button: asks where to save, then writes the file. */
  'people.export.start': 'Export',
  'people.export.running': 'Exporting contacts…',
  'people.export.failed': "Couldn't export the contacts",
  /** {path}: where the file was written. */
  'people.export.done': {
    one: 'Exported {count} contact to {path}',
    other: 'Exported {count} contacts to {path}',
  },
  /** Button: shows the file written in the computer's file manager. */
  'people.export.showInFolder': 'Show in folder',
  /** The button (an ×) that takes the export's result away, read by screen readers. */
  'people.export.dismiss': 'Dismiss the export result',
  // The open dialog of Import… (the system's own window; main says these).
  'people.import.dialog.title': 'Import contacts',
  /** The file type the dialog shows first: every file Dialdesk can import. */
  'people.import.dialog.addressBooks': 'Address books (vCard, CSV)',
  'people.import.dialog.allFiles': 'All files',
  // ─── Directories: the index ───
  // The copy of the company directories (LDAP, Active Directory, CardDAV) kept on this computer.
  /** {reason}: the database's own error text, technical, often English. */
  'directories.fault.damaged':
    "The company directories' copy on this computer was damaged ({reason}): Dialdesk starts it afresh and reads the directories again.",
  'directories.fault.newer':
    "The company directories' copy on this computer was written by a newer Dialdesk: this one starts its own and reads the directories again.",
  'directories.fault.busy':
    "Another Dialdesk on this computer is using the company directories' copy right now: the directory is read again later.",
  /** {folder}: the path of a folder on this computer. */
  'directories.fault.readOnly':
    "Dialdesk may not write to the folder holding the company directories' copy ({folder}): their names are not updated until it can.",
  'directories.fault.full':
    "The disk is full: the company directories' names are not updated until some space is free.",
  /** {reason}: the database's own error text, technical, often English. */
  'directories.fault.other': "The company directories' copy on this computer could not be used ({reason}).",
  // ─── Directories: LDAP and Active Directory ───
  /** A directory address that is not ldap://… or ldaps://…. {url}: as the person typed it. */
  'directories.ldap.badAddress': '“{url}” is not a directory address: it starts with ldap:// or ldaps://.',
  /** The address's scheme and the chosen security disagree. LDAPS, StartTLS: protocol names, not translated. */
  'directories.ldap.securityMismatch':
    'LDAPS needs an address that starts with ldaps://; StartTLS and unencrypted connections need one that starts with ldap://.',
  /** The person's own LDAP filter does not parse. {filter}: as typed. */
  'directories.ldap.badFilter':
    '“{filter}” is not an LDAP filter Dialdesk can read. Check its parentheses, and write a parenthesis or * inside a value as \\28, \\29 or \\2a.',
  /** Every {server} below is the directory server as host:port. */
  'directories.ldap.unreachable':
    "Couldn't reach the directory server {server}. Check the address and that the server is running.",
  /** A directory server that stopped answering (or answers a byte at a time). {seconds}: a whole number. */
  'directories.ldap.timedOut': "The directory server {server} didn't answer within {seconds} seconds.",
  /** TLS certificate problems: the connection is refused, never made. */
  'directories.ldap.certificateExpired':
    'The certificate of the directory server {server} has expired, so Dialdesk did not connect.',
  'directories.ldap.certificateUntrusted':
    'The certificate of the directory server {server} is not signed by an authority this computer trusts (it is self-signed, or signed by a company CA that is not added), so Dialdesk did not connect.',
  'directories.ldap.certificateWrongHost':
    'The certificate of the directory server {server} was made out to another server, so Dialdesk did not connect.',
  /** Any other TLS failure. {reason}: the system's own text, in English. */
  'directories.ldap.tlsFailed':
    "Couldn't set up an encrypted connection with the directory server {server} ({reason}).",
  /** StartTLS was chosen but the server cannot do it; Dialdesk refuses to go on unencrypted. */
  'directories.ldap.noStartTls':
    "The directory server {server} doesn't offer StartTLS, so Dialdesk did not connect: it never falls back to an unencrypted connection.",
  /** LDAP result 49: wrong bind DN or password (the server does not say which). */
  'directories.ldap.signInRefused':
    'The directory server {server} refused the bind DN or the password. Check both.',
  /** {dn}: the bind DN as typed. */
  'directories.ldap.badBindDn': '“{dn}” is not written as a bind DN (such as cn=reader,dc=example,dc=com).',
  /** LDAP result 32. {baseDn}: as typed. */
  'directories.ldap.noSuchBase': 'The base DN “{baseDn}” does not exist on the directory server {server}.',
  /** The server stopped a read at its size limit, so the read is incomplete and not used. */
  'directories.ldap.sizeLimit':
    'The directory server {server} stopped the read at its size limit. Ask its administrator to allow paged reads of the whole directory, or narrow the filter.',
  'directories.ldap.filterRefused': 'The directory server {server} refused the filter “{filter}”.',
  /** Anything else. {reason}: the server's or system's own text, in English. */
  'directories.ldap.failed': "Couldn't read the directory on {server}: {reason}",
  // ─── Directories: CardDAV ───
  /** A directory's address is not a URL. {url}: what was typed. */
  'directories.carddav.urlInvalid':
    '“{url}” is not a web address. Enter the address of your CardDAV server, such as https://contacts.example.com.',
  /** The address has a user name or password in it (https://ann:secret@…). */
  'directories.carddav.urlCredentials':
    'Leave the user name and password out of the address: enter them in their own fields.',
  /** {host}: a server's host name. Plain http:// to another computer would show the password on the way. */
  'directories.carddav.plainHttp':
    'Dialdesk sends your password only over https://, or over http:// to a server on this computer. Use the https:// address of {host}.',
  /** {from}: the host entered; {to}: the other host the server sent Dialdesk to. */
  'directories.carddav.otherHost':
    '{from} sent Dialdesk on to {to}, another server than the one you entered. Dialdesk did not send your password there.',
  /** {host}: a server's host name. The server answered 401. */
  'directories.carddav.wrongPassword':
    '{host} refused the user name or password. Check them; many servers need an app password here.',
  /** {host}: a server's host name. Something answered, but not as a CardDAV server. */
  'directories.carddav.notCardDav': '{host} answered, but not as a CardDAV server does. Check the address.',
  /** {host}: a server's host name; {user}: the user name entered. */
  'directories.carddav.noAddressBook': '{host} has no address book for {user}.',
  /** {host}: a server's host name; {seconds}: a number. */
  'directories.carddav.timeout':
    "{host} didn't answer within {seconds} s. Dialdesk will try again at the next refresh.",
  /** {host}: a server's host name; {status}: an HTTP status code (500). */
  'directories.carddav.status':
    '{host} had a problem answering (HTTP {status}). Dialdesk will try again at the next refresh.',
  /** {reason}: why the connection failed, a sentence of its own in lower case (the secure connection to … failed). */
  'directories.carddav.network': "Couldn't read the CardDAV directory: {reason}",
  /** {host}: a server's host name. */
  'directories.carddav.tooManyRedirects':
    '{host} sent Dialdesk on to other addresses too many times. Check the address.',
  /** {host}: a server's host name; {megabytes}: a number. */
  'directories.carddav.replyTooBig':
    'A reply from {host} was larger than {megabytes} MB, so Dialdesk stopped reading it.',
  /** Beside a directory's name after a sync: cards (people) left out. {megabytes}: a number. */
  'directories.carddav.cardsTooBig': {
    one: '{count} card was larger than {megabytes} MB and was left out.',
    other: '{count} cards were larger than {megabytes} MB and were left out.',
  },
  'directories.carddav.unreadableCards': {
    one: "{count} card couldn't be read and was left out.",
    other: "{count} cards couldn't be read and were left out.",
  },
  /** Beside a CardDAV directory after a read. {host}: the server's host, as p42-contacts.icloud.com. */
  'directories.carddav.hostInUse': 'Address books read from {host}.',
  // ─── Directories: Settings ───
  /** {file}: directories.json; {path}: where the damaged file was moved, a full path. */
  'directories.listSetAside':
    'Your directories’ settings ({file}) could not be read. The file was moved to {path} and the list starts empty: add your directories again.',
  /** Beside an LDAP directory read over plain ldap://. */
  'directories.note.plain':
    'This directory is read without encryption (plain ldap://): its names, numbers and password cross the network readable. Use LDAPS or StartTLS outside a test.',
  /** {port}: 3268 or 3269. */
  'directories.note.globalCatalog':
    'Port {port} is a Global Catalog: its entries have no mobile number, title, department or company. Use the domain controller’s port (389 or 636) for whole entries.',
  /** {name}: the directory's name as the person gave it. */
  'directories.passwordMissing':
    'No password is stored for the directory “{name}” at its address: enter it in Settings → Directories.',
  /** {path}: the file chosen as the company's certificate authority. */
  'directories.caFileUnreadable': 'The company CA file {path} could not be read as a certificate (PEM).',
  /** {url}: what was typed as the directory's address. */
  'directories.badAddress': '“{url}” is not an address a directory can be read at.',
  'directories.unknownAccount': 'A directory can only serve accounts saved in Dialdesk.',
  'directories.notFound': 'That directory is no longer set up.',
  // ─── Directories: Settings view ───
  /** Heading of the Settings section listing the company directories. */
  'directories.title': 'Company directories',
  'directories.intro':
    'Names of colleagues and customers from the company’s directory (LDAP, Active Directory or CardDAV), for the accounts each one serves. Dialdesk only reads a directory, never writes to it.',
  'directories.none': 'No company directory is set up.',
  /** Headline over an error: the list of directories could not be read. */
  'directories.listFailed': "Couldn't read the directories",
  /** A kind of directory server (also a choice in the form). */
  'directories.kind.ldap': 'LDAP / Active Directory',
  'directories.kind.carddav': 'CardDAV',
  /** {accounts}: the names of the accounts whose calls the directory names, separated by commas. */
  'directories.serves': 'For {accounts}',
  /** In place of the name of an account that was removed since the directory was set up. */
  'directories.removedAccount': 'a removed account',
  /** A directory is being read now. */
  'directories.status.reading': 'Reading…',
  /** How many people the copy of a directory holds; part of {people} in the messages below. */
  'directories.status.people': {
    one: '{count} person',
    other: '{count} people',
  },
  /** How many phone numbers those people have; part of {numbers} in the messages below. */
  'directories.status.numbers': {
    one: '{count} number',
    other: '{count} numbers',
  },
  /** Before the first read ends: {people}, {numbers} as above. */
  'directories.status.counts': '{people}, {numbers}',
  /** {time}: the time of day today the last read ended ("9:41"). */
  'directories.status.readAt': '{people}, {numbers}, read at {time}',
  /** {when}: a day before today and a time ("Yesterday 9:41", "Mon 3 Jun 9:41"). */
  'directories.status.readOn': '{people}, {numbers}, read {when}',
  /** After the problem of the last read. {counts}: "1,234 people, 2,345 numbers, read at 9:41". */
  'directories.status.kept': 'The names of the last good read are kept ({counts}).',
  'directories.status.notRead': 'Not read yet.',
  /** Button: reads the directory from its server now. */
  'directories.readNow': 'Read now',
  /** {name}: the directory, as the person named it. The button's own words come first, as it shows them. */
  'directories.readNow.label': 'Read now: {name}',
  'directories.readFailed': "Couldn't read it",
  'directories.edit': 'Edit',
  'directories.edit.label': 'Edit {name}',
  'directories.remove': 'Remove',
  'directories.remove.label': 'Remove {name}',
  'directories.remove.title': 'Remove the directory “{name}”?',
  /** What Remove deletes, when a password is stored for the directory. */
  'directories.remove.what':
    'Its copy on this computer and its password in the system keychain are deleted, and its names no longer show. The directory on its server is not touched.',
  /** What Remove deletes, when no password is stored (an anonymous directory). */
  'directories.remove.whatNoPassword':
    'Its copy on this computer is deleted, and its names no longer show. The directory on its server is not touched.',
  /** Button while the directory is removed. */
  'directories.removing': 'Removing…',
  'directories.removeFailed': "Couldn't remove it",
  /** Button: opens the form of a new directory. */
  'directories.add': 'Add directory',
  'directories.form.newTitle': 'New directory',
  'directories.form.editTitle': 'Edit “{name}”',
  /** Field label: LDAP / Active Directory or CardDAV. */
  'directories.form.kind': 'Kind of directory',
  'directories.form.name': 'Name',
  'directories.form.nameHint': 'As you call it, such as “Acme AD”.',
  /** Legend over a checkbox per account. */
  'directories.form.accounts': 'Accounts it names callers for',
  'directories.form.accountsHint':
    'Its numbers, extensions above all, belong to these accounts’ phone systems and name calls there only.',
  'directories.form.address': 'Server address',
  /** Never translate ldaps:// and ldap://. */
  'directories.form.ldapAddressHint':
    'ldaps://host, or ldap://host with StartTLS; a port after a colon where it is not the usual one.',
  'directories.form.carddavAddressHint':
    'The server, or the address of an address book. Test finds its address books.',
  'directories.form.security': 'Security',
  'directories.security.ldaps': 'LDAPS (encrypted from the start, usually port 636)',
  'directories.security.starttls': 'StartTLS (encrypted before signing in, never without)',
  'directories.security.plain': 'None (plain ldap://)',
  /** Under the security choice when None is chosen. */
  'directories.security.plainWarning':
    'For tests only: names, numbers and the password cross the network readable.',
  /** LDAP term: keep "DN" (distinguished name). */
  'directories.form.baseDn': 'Base DN',
  'directories.form.baseDnHint': 'Where people are searched, such as dc=example,dc=com.',
  'directories.form.bindDn': 'Bind DN',
  'directories.form.bindDnHint':
    'The account Dialdesk signs in with, such as cn=reader,dc=example,dc=com. Empty: anonymously.',
  'directories.form.password': 'Password',
  /** CardDAV: a password made for one app in the account of the server (iCloud, Fastmail, Nextcloud). */
  'directories.form.appPassword': 'App password',
  /** Beside the password label: one is stored. Lower case, a state. */
  'directories.form.passwordStored': 'stored',
  /** Beside the password label: none is stored. Lower case, a state. */
  'directories.form.passwordNotStored': 'not stored',
  'directories.form.passwordHint': 'Kept in the system keychain, for this server only.',
  'directories.form.passwordKept':
    'Kept in the system keychain, for this server only. Leave it empty to keep the stored one.',
  /** LDAP search filter. */
  'directories.form.filter': 'Filter',
  /** Never translate the example filter. */
  'directories.form.filterHint': 'Optional, such as (department=Sales): only people it matches are read.',
  /** Legend: which kind of server the entries are read as. */
  'directories.form.preset': 'Server',
  'directories.preset.auto': 'Auto (as the server says it is)',
  'directories.preset.activeDirectory': 'Active Directory',
  'directories.preset.openldap': 'OpenLDAP / FreeIPA',
  'directories.form.caFile': 'Company CA file',
  'directories.form.caFileHint':
    'Optional: the path of the certificate (PEM) your company signs its servers with, trusted beside the system’s.',
  /** A fold: opens the attribute mapping. */
  'directories.form.advanced': 'Advanced: attributes',
  'directories.mapping.intro':
    'Which attributes hold what, several separated by commas, tried in order. Leave them all empty for the server’s usual ones.',
  'directories.mapping.name': 'Name',
  'directories.mapping.company': 'Company',
  'directories.mapping.department': 'Department',
  /** A person's job title. */
  'directories.mapping.title': 'Title',
  'directories.mapping.numbers': 'Numbers',
  'directories.mapping.work': 'Work',
  'directories.mapping.mobile': 'Mobile',
  'directories.mapping.home': 'Home',
  'directories.mapping.extension': 'Extension',
  'directories.mapping.other': 'Other',
  'directories.form.username': 'User name',
  'directories.form.books': 'Address books',
  'directories.form.booksHint': 'None chosen: every one, and those added later.',
  'directories.form.booksTest': 'Every one is read. Test finds them, to choose from.',
  'directories.form.save': 'Save directory',
  /** Button: reaches the server with what is entered, without saving. */
  'directories.form.test': 'Test',
  'directories.form.testing': 'Testing…',
  /** Headline over why Test failed. */
  'directories.form.testFailed': 'The test failed',
  'directories.found.activeDirectory': 'Found Active Directory.',
  'directories.found.openldap': 'Found OpenLDAP / FreeIPA.',
  // ─── Open in CRM (the windows) ───
  // Opens a customer's record in the company's CRM (customer relationship management system) from an
  // address the person sets per account, its placeholders filled for the call, voicemail or number on
  // show. "CRM" stays as it is. The first address of a template is shown before it opens.
  /** Button beside Call back in a call's, a voicemail's and a lookup's details, and in the call confirmation. */
  'crmUi.action': 'Open in CRM',
  /** The same as an icon button on a row of History, read out; {name}: the name or number the row shows. */
  'crmUi.row.label': 'Open the record of {name} in your CRM',
  /** Tooltip of that icon button. */
  'crmUi.row.title': 'Open in CRM',
  /** While the address is made and handed to the browser. */
  'crmUi.opening': 'Opening in your CRM…',
  /** Heading of the box showing the first address of a template before it opens. */
  'crmUi.panel.title': 'Check the address before it opens',
  /** Under the address, when it starts with https:. */
  'crmUi.panel.browser': "Dialdesk opens this address in your browser. Check that it is your CRM's.",
  /** Under the address, when it starts with a scheme the person allowed; {scheme}: that scheme ("salesforce:"). */
  'crmUi.panel.app':
    "Dialdesk opens this address in the app registered for {scheme} addresses on this computer. Check that it is your CRM's.",
  /** Button under the address: opens it. */
  'crmUi.panel.open': 'Open',
  /** Button: closes the address shown without opening it (the call's own Cancel may sit below). */
  'crmUi.panel.dontOpen': "Don't open",
  'crmUi.opened.browser': 'Opened in your browser.',
  /** {scheme}: the scheme the address starts with ("salesforce:"). */
  'crmUi.opened.app': 'Opened in the app for {scheme} addresses.',
  /** Headline of an error (the reason follows after a colon). */
  'crmUi.failed': "Couldn't open the record in your CRM",
  /** An × button, read out and as tooltip: puts away what came of Open in CRM. */
  'crmUi.dismiss': 'Dismiss',
  // Settings → Open in CRM.
  /** Heading of the Settings section (the same words as the button). */
  'crmUi.settings.title': 'Open in CRM',
  /** {account}: the name of the account in use, or the word for the demo ("Demo"). */
  'crmUi.settings.intro':
    "The address of a customer's record in your company's CRM: History, Voicemail, Lookup and the call confirmation then offer Open in CRM. Each account has its own; this one is for {account}.",
  /** Headline of an error (the reason follows after a colon). */
  'crmUi.settings.readFailed': "Couldn't read the CRM address",
  /** Button: saves the section. */
  'crmUi.settings.save': 'Save CRM address',
  /** Headline of an error (the reason follows after a colon). */
  'crmUi.settings.saveFailed': "Couldn't save the CRM address",
  /** Label of the address field. */
  'crmUi.template.label': 'Address of a record',
  /** Under the field; {number}, {digits}, {name}, {callId}, {direction}: the placeholders as written in an address ("{number}"), shown as code. */
  'crmUi.template.hint':
    'Dialdesk fills in {number} (in international format where it can), {digits}, {name}, {callId} and {direction}, each URL-encoded. Leave it empty to turn Open in CRM off.',
  /** {example}: an example address, shown as code. */
  'crmUi.template.example': 'For example: {example}',
  /** Checkbox. */
  'crmUi.openOnCall.label': 'Open the record by itself when a call is placed from Dialdesk',
  /** Under the checkbox. */
  'crmUi.openOnCall.hint':
    'Only after you have opened one of these addresses yourself: the first one is always shown before it opens.',
  /** Button that reveals the warning and the field below. */
  'crmUi.scheme.reveal': "Allow an app's own scheme…",
  /** {example}: a CRM app's scheme ("salesforce"), shown as code. */
  'crmUi.scheme.warning':
    "Addresses with this scheme open the app registered for it on this computer, with the number and whatever else the address sends. Allow only your CRM app's own scheme, such as {example}.",
  /** Label of the scheme field. */
  'crmUi.scheme.label': "Your CRM app's scheme",
  /** Under the field; {example}: a CRM app's scheme ("salesforce"), shown as code. */
  'crmUi.scheme.hint': 'Its name alone, such as {example}. Leave it empty to open only https:// addresses.',
  // ─── Calling hours (Settings) ───
  // Settings → Calling hours: per account, a call outside these hours at the called party's local time
  // asks first. That local time is estimated from the number's area code. The rules cited ({source}:
  // "47 CFR §64.1200(c)(1)", "Fla. Stat. §501.616(6)(a)") are filled in as they are written.
  /** Heading of the Settings section. */
  'hours.settings.title': 'Calling hours',
  /** {account}: the name of the account in use, or the word for the demo ("Demo"). */
  'hours.settings.intro':
    'A call outside these hours where the number rings asks you first, however it is placed. Each account has its own; these are for {account}.',
  /** Headline of an error (the reason follows after a colon). */
  'hours.settings.readFailed': "Couldn't read the calling hours",
  /** Button: saves the section. */
  'hours.settings.save': 'Save calling hours',
  /** Headline of an error (the reason follows after a colon). */
  'hours.settings.saveFailed': "Couldn't save the calling hours",
  /** Checkbox. */
  'hours.enabled.label': 'Ask before calling outside calling hours',
  /** Under the checkbox. */
  'hours.enabled.hint': 'Off, calls are placed at any hour without asking. The hours below are kept.',
  /** Legend over the two times and the Florida checkbox. */
  'hours.times.legend': 'Hours where the number rings',
  /** Label of the first time field: calls may start at this time. */
  'hours.start.label': 'From',
  /** Label of the second time field: calls stop at this time. */
  'hours.end.label': 'Until',
  /** Under the two time fields. */
  'hours.times.hint': "At the called party's local time. A call at the end time or later asks first.",
  /** Beside a time field left empty when Save was pressed. */
  'hours.timeMissing': 'Enter a time.',
  /** Under the times; {source}: the US rule's citation ("47 CFR §64.1200(c)(1)"). */
  'hours.federal':
    "The default is the US rule for calls to homes: no call before 8 a.m. or after 9 p.m. at the called party's location ({source}).",
  /** Checkbox; {time}: 8:00 PM as the language writes a time ("8:00 PM", "20:00"). */
  'hours.florida.label': 'Florida: calls end at {time}',
  /** Under that checkbox; {source}: Florida's law, as it is cited ("Fla. Stat. §501.616(6)(a)"). */
  'hours.florida.hint':
    "Florida's law allows calls there only until 8 p.m. ({source}). A number is in Florida by its area code, or by the state a lookup found.",
  /** A note under the section's fields. */
  'hours.courtesy':
    "A courtesy check, not legal advice: which rules apply to your calls is yours to know. The local time is estimated from the number's area code, and a mobile's owner may be somewhere else.",
  // ─── Notes and outcomes (the windows) ───
  // The person's note on a call or a voicemail and its outcome (a short label picked from a list the
  // person edits in Settings, such as "Reached" or "No answer"), as the windows show and edit them. Notes
  // stay on this computer and are never sent to the phone system.
  /** Heading of the note part of a call's or a voicemail's details. */
  'noteUi.title': 'Note',
  /** Button: opens the note editor on a call or voicemail that has no note yet. */
  'noteUi.add': 'Add a note',
  /** Button: opens the editor on the note already written. */
  'noteUi.edit': 'Edit note',
  /** Under a note; {time}: when it was last changed ("Today 9:41 AM", "Mon, Jun 3 9:41 AM"). */
  'noteUi.written': 'Last changed: {time}',
  'noteUi.saved': 'Note saved.',
  /** The note was saved empty and without an outcome: it is gone. */
  'noteUi.removed': 'Note removed.',
  /** Headline of an error: the note could not be saved (the reason follows after a colon). */
  'noteUi.saveFailed': "Couldn't save the note",
  /** Read out (not shown) before a note's outcome and first line on a row of History or Voicemail. */
  'noteUi.row.spoken': 'Note:',
  /** The editor's name for screen readers, in a call's details. */
  'noteUi.editor.callLabel': 'Note on this call',
  /** The editor's name for screen readers, in a voicemail's details. */
  'noteUi.editor.voicemailLabel': 'Note on this voicemail',
  /** Label of the drop-down of outcomes ("Reached", "No answer"…). */
  'noteUi.editor.outcome': 'Outcome',
  /** The drop-down's first choice: the note has no outcome. */
  'noteUi.editor.noOutcome': 'No outcome',
  /** Under the drop-down when the account's list of outcomes could not be read. */
  'noteUi.editor.outcomesFailed':
    'The list of outcomes could not be read: the note can be saved without one.',
  /** Label of the note's text box. */
  'noteUi.editor.text': 'Note',
  /** Under the text box. */
  'noteUi.editor.hint': 'Kept on this computer, never sent to the phone system.',
  /** Shown near the limit; {length}: the characters written, {limit}: the most a note may hold (4,000). */
  'noteUi.editor.count': '{length} of {limit} characters',
  /** Button: saves the note. */
  'noteUi.editor.save': 'Save note',
  /** In the drop-down: an outcome taken off the list that this note still has; {label}: its name. */
  'noteUi.outcome.retired': '{label} (retired)',
  // Under a call placed from Dialdesk: its record comes from the phone system only after the call.
  /** The editor's name for screen readers under a sent call; {number}: the number called. */
  'noteUi.placed.label': 'Note on the call to {number}',
  /** Bold start of a line; noteUi.placed.waits follows. */
  'noteUi.placed.kept': 'Note kept.',
  'noteUi.placed.waits': "The note waits for the call's record and joins it in History.",
  /** Headline of an error: the note on the call just placed could not be kept. */
  'noteUi.placed.failed': "Couldn't keep the note",
  // In a call's details: notes written after calls to the number that left no record.
  'noteUi.number.title': 'Notes on this number',
  'noteUi.number.intro': 'Written after calls placed from Dialdesk whose record never came.',
  /** {time}: when the call was placed ("Today 9:41 AM"). */
  'noteUi.number.placed': 'Call placed: {time}',
  // Settings → Call outcomes: the account's list.
  /** Heading of the Settings section. */
  'noteUi.outcomes.title': 'Call outcomes',
  /** {account}: the name of the account in use, or the word for the demo ("Demo"). */
  'noteUi.outcomes.intro':
    'What a call or a voicemail can be marked with, beside its note. Each account has its own list; this one is for {account}.',
  /** Name of an outcome's text field, read out; {position}: 1, 2, 3… */
  'noteUi.outcomes.label': 'Outcome {position}',
  /** Button (an ×), read out; {label}: the outcome's name. */
  'noteUi.outcomes.remove': 'Remove {label}',
  /** Tooltip of the same button. */
  'noteUi.outcomes.removeTitle': 'Remove (calls that have it keep it)',
  'noteUi.outcomes.retireHint':
    'A removed outcome is retired: calls and voicemail that have it keep it, and it is no longer offered.',
  /** Button: adds an empty outcome to name. */
  'noteUi.outcomes.add': 'Add outcome',
  /** Beside Add outcome when the list is full; {limit}: 20. */
  'noteUi.outcomes.full': 'An account lists at most {limit} outcomes.',
  /** Instead of the list when it is empty. */
  'noteUi.outcomes.none': 'No outcomes: notes are saved without one.',
  /** Button: saves the list. */
  'noteUi.outcomes.save': 'Save outcomes',
  /** Headline of an error (the reason follows after a colon). */
  'noteUi.outcomes.readFailed': "Couldn't read the outcomes",
  /** Headline of an error (the reason follows after a colon). */
  'noteUi.outcomes.saveFailed': "Couldn't save the outcomes",
  /** Under the setting "Keep a searchable copy of call history on this computer": what turning it off loses. */
  'noteUi.localCopyHint':
    'Your notes on calls are kept either way. Without the copy, a search finds notes only on the calls History has shown, not across older calls.',
  /** The question before removing a saved account that keeps notes: accounts.remove.what, naming them. */
  'noteUi.accountRemove.withNotes': {
    one: 'Its keys are deleted from the system keychain; its call history copy, voicemail records, recent calls and lookups are deleted from this computer, and so is its note on a call or voicemail, which cannot be fetched again. Calls and messages on the phone system are not touched.',
    other:
      'Its keys are deleted from the system keychain; its call history copy, voicemail records, recent calls and lookups are deleted from this computer, and so are its {count} notes on calls and voicemail, which cannot be fetched again. Calls and messages on the phone system are not touched.',
  },
  /** The same, when the notes could not be counted. */
  'noteUi.accountRemove.uncounted':
    'Its keys are deleted from the system keychain; its call history copy, voicemail records, recent calls and lookups are deleted from this computer, and so are any notes on its calls and voicemail, which cannot be fetched again. Calls and messages on the phone system are not touched.',
  // ─── To call back (the windows) ───
  // The call-back list: one entry per number whose missed calls or voicemail of the last week nobody has
  // answered, called back or marked done yet, oldest first. "To call back" names the screen; in a narrow
  // window it is the tooltip of an icon in the navigation: keep it short.
  /** Navigation entry: the screen of the numbers to call back. */
  'nav.callBacks': 'To call back',
  /** What a screen reader says for the entry while numbers wait; {count}: how many. */
  'nav.callBacksCount': { one: 'To call back, {count}', other: 'To call back, {count}' },
  /** Follows the count on the entry (the count is shown, the word is not). */
  'nav.callBacksWaiting': { one: 'waiting', other: 'waiting' },
  /** The screen's title. */
  'callBacks.title': 'To call back',
  /** Beside the title: how many numbers are listed. */
  'callBacks.count': { one: '{count} number', other: '{count} numbers' },
  'callBacks.loading': 'Loading the numbers to call back…',
  /** Headline of the error when the list could not be read (the reason follows after a colon). */
  'callBacks.failed': "Couldn't load the numbers to call back",
  /** The list's name for screen readers. */
  'callBacks.listLabel': 'Numbers to call back',
  /** On an entry: how many times the number called and nobody answered (a voicemail left counts too). */
  'callBacks.missed': { one: '{count} missed call', other: '{count} missed calls' },
  /** On an entry, after the missed calls: the caller left a voicemail. */
  'callBacks.voicemailLeft': 'Voicemail left',
  /** On an entry: the number was called back today and nobody answered; {time}: "10:42", "10:42 AM". */
  'callBacks.triedToday': 'Tried at {time}',
  /** The same, on an earlier day; {when}: "Yesterday 10:42", "Mon 3 Jun 10:42". */
  'callBacks.triedBefore': 'Tried: {when}',
  /** Button: the number needs no call back (any more): its entry goes. */
  'callBacks.done': 'Done',
  /** Button: hides the entry for three hours (not past midnight), unless the number calls again. */
  'callBacks.laterToday': 'Later today',
  /** Button: hides the entry until 9:00 tomorrow morning, unless the number calls again. */
  'callBacks.tomorrow': 'Tomorrow',
  /** Button: opens the latest missed call in History. */
  'callBacks.openCall': 'Show in History',
  /** Button: opens the voicemail the caller left, in Voicemail. */
  'callBacks.openVoicemail': 'Open voicemail',
  /** Headline of an error: Done, Later today or Tomorrow could not be saved (the reason follows after a colon). */
  'callBacks.markFailed': "Couldn't update the list",
  /** Above the list: entries put off with Later today or Tomorrow whose time has not come. */
  'callBacks.snoozed': { one: '{count} snoozed until later', other: '{count} snoozed until later' },
  /** Instead of the list when it is empty. */
  'callBacks.empty.title': 'Nobody to call back.',
  'callBacks.empty.body':
    'Missed calls and voicemail of the last week wait here until you call back or mark them done.',
  /** Instead of the list when the copy of call history on this computer is off (Settings, Call history). */
  'callBacks.off.title': 'No list without the local call history',
  'callBacks.off.body':
    'This list is made from the copy of call history kept on this computer, and that copy is turned off.',
  /** Button under it: opens Settings at the setting that keeps the copy. */
  'callBacks.off.settings': 'Turn it on in Settings',
  /** {host}: the server in use, which may differ from the one typed (iCloud moves to another). */
  'directories.found.carddav': {
    one: 'Found {count} address book on {host}.',
    other: 'Found {count} address books on {host}.',
  },
  /** A policy's rule: a time of day in an organization's policy. */
  'policies.rule.clockTime': "must be a time of day such as '08:00' or '21:00'",
  /** A policy's rule: the optional id an administrator gives an organization account. */
  'policies.rule.accountKey': 'must be 1 to 64 letters, digits, dots, dashes or underscores',
  /** A policy's rule: an organization account names where its phone system is. */
  'policies.rule.domainOrAddress': 'must give a domain or an address',
  'policies.rule.sameAccountTwice':
    "must not name one account id twice (give each an 'id' of its own to tell them apart)",
  'policies.rule.updateAddress':
    'must be an https address of a folder, without a user name, password, query or fragment',
  /** Why a policy was not applied: a structured value that is not JSON. */
  'policies.refused.notJson': 'Its value is not JSON text.',
  'policies.refused.type.string': 'Its value must be text.',
  'policies.refused.type.number': 'Its value must be a number.',
  'policies.refused.type.boolean': 'Its value must be true or false (1 or 0 in the registry).',
  /** Why a policy was not applied: it carries an API key or a password. */
  'policies.refused.secret':
    'A policy never carries a key or a password: each person enters their own in Dialdesk, and it is kept in their keychain.',
  'policies.refused.unknown': 'Dialdesk has no policy of this name.',
  /** {field}: the policy and the part of its value; {rule}: the rule it broke ("must be a host name…"). */
  'policies.refused.rule': '{field} {rule}.',
  /** {path}: the policy file. */
  'policies.file.notOwned':
    '{path} is not owned by root, so others than the administrator could change it: its policies were not applied.',
  'policies.file.writable':
    "{path} can be written by others than root: its policies were not applied. Take away group and others' write permission (chmod go-w).",
  'policies.file.unreadable': "Couldn't read {path} ({cause}): its policies were not applied.",
  'policies.file.notFile': '{path} is not a file: its policies were not applied.',
  'policies.file.tooLarge':
    '{path} is larger than {max}: it was not read, and its policies were not applied.',
  'policies.file.notJson': '{path} is not valid JSON: its policies were not applied.',
  'policies.file.notObject': '{path} must hold one JSON object of policies, each by its name.',
  /** The rule a settings change broke: the setting is locked by a policy. */
  'policies.lockedField': 'is set by your organization',
  /** Refusals of changes to the list of accounts an organization's policies manage. */
  'account.notUsable':
    'This account cannot be used: your organization no longer provides it, or allows no accounts of your own.',
  'account.ownNotAllowed':
    'Your organization provides the accounts on this computer: you cannot add one of your own.',
  'account.organisationKeeps': 'Your organization provides this account: it cannot be removed here.',
  'directories.setByOrganization':
    'Your organization sets this directory: only its password can be entered here. Nothing else was changed.',
  'directories.organisationKeeps': 'Your organization provides this directory: it cannot be removed here.',
  'account.nothingToMerge': 'Your organization provides no account at the same phone system as this one.',
  'account.mergeBothNoted':
    "Your organization's account already has notes of its own on this computer: the two cannot be merged. Remove one of them first.",
  /** Refusals of a change to what an organization's policy sets. */
  'crm.setByOrganization': 'Your organization sets the CRM address on this computer: it was not changed.',
  'hours.setByOrganization':
    'Your organization sets the calling hours on this computer: they were not changed.',
  /** The Windows or macOS policy reader could not load (a damaged installation). */
  'policies.readerMissing':
    "Couldn't read your organization's policies on this computer: Dialdesk's policy reader is missing. Reinstalling Dialdesk restores it.",
  /** Settings: under a control an organization's policy sets (disabled), and atop a section it sets whole. */
  'policies.setByOrganization': 'Set by your organization',
  /** Settings → Accounts: under an account an organization's policy provides. */
  'policies.account.provided': 'Provided by your organization',
  /** Settings → Accounts: under an account an organization's policy provided and no longer does. */
  'policies.account.withdrawn':
    'Your organization no longer provides this account, so it cannot be used. Its keys and history are kept until you remove it.',
  /** Settings → Accounts: under an account of the person's own while the organization allows none. */
  'policies.account.turnedOff':
    'Your organization turned off accounts of your own. This one is kept, with its history, but cannot be used.',
  /** Settings → account form of an organization's account whose extension the policy gives. */
  'policies.account.keysYours': 'Your organization set this account up: only your keys are yours to enter.',
  /** Settings → account form of an organization's account whose extension the person enters. */
  'policies.account.extensionAndKeysYours':
    'Your organization set this account up: only your extension and your keys are yours to enter.',
  /** Settings → Policies: the section's heading. */
  'policies.title': 'Policies',
  /** Settings → Policies: {where} is the policy file, the registry keys or the macOS domain. */
  'policies.readFrom': 'Set by your organization, read from {where}.',
  /** Settings → Policies: after the source was refused as a whole, while policies read before apply. */
  'policies.lastGoodKept': 'The policies read before stay in force until it is fixed.',
  /** Settings → Policies: heading of the policies that apply. */
  'policies.inForce': 'In force',
  /** Settings → Policies: heading of the policies Dialdesk did not apply, each with its reason. */
  'policies.notApplied': 'Not applied',
  'policies.none': 'No policies are set on this computer.',
  // Organization policies, merging and directories (issue 51).
  /** Settings → Accounts: under an account of the person's at the phone system an organization's account reaches; {name} is that account's name. */
  'accounts.merge.offer': 'Your organization now provides this phone system as “{name}”.',
  /** Button beside accounts.merge.offer; {name} is the organization's account's name. */
  'accounts.merge.button': 'Merge into {name}',
  /** Question above the merge confirmation; {name}: the person's account, {into}: the organization's. */
  'accounts.merge.title': 'Merge {name} into {into}?',
  /** What merging does; {name}: the person's account, {into}: the organization's. */
  'accounts.merge.what':
    'Its keys, your extension, and its call history and notes on this computer move to {into}. {name} is then gone from this list.',
  /** Button of the merge confirmation. */
  'accounts.merge.confirm': 'Merge',
  /** Button while the accounts are merged. */
  'accounts.merging': 'Merging…',
  /** Headline of an error (the reason follows after a colon). */
  'accounts.mergeFailed': "Couldn't merge them",
  /** Settings → Directories: which accounts a directory the organization provides serves (in place of directories.serves). */
  'directories.servesEvery': 'For every account',
  /** Directory form of a directory the organization provides, in place of the accounts to choose. */
  'directories.form.everyAccount': 'It names callers for every account.',
  /** Directory form of a directory the organization provides: atop its settings, shown disabled. */
  'directories.organisation.passwordYours':
    'Your organization set this directory up: only your password is yours to enter.',
  /** Directory form of a CardDAV directory the organization provides, which reads every address book. */
  'directories.form.booksAll': 'Every one is read.',
  /** Button of the directory form of a directory the organization provides. */
  'directories.form.savePassword': 'Save password',
  /** Settings → Calling hours, under the title, while the organization sets the hours. */
  'hours.settings.introLocked':
    'A call outside these hours where the number rings asks you first, however it is placed. Your organization sets them for every account.',
} as const;

export type En = typeof en;
