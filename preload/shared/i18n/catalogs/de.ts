// German catalog. Glossary (use these terms everywhere, consistently):
//   voicemail (the service/screen) = Mailbox, a voicemail message = Sprachnachricht, extension = Nebenstelle
//   (short "Nst. 201" only where English says "ext 201"), call back = Zurückrufen, Do Not Call (DNC) =
//   Sperrliste ("Auf der Sperrliste", flag "Nicht anrufen"), recording = Aufzeichnung, lookup / look up =
//   Nummernabfrage (short: Abfrage) / abfragen, line type = Anschlussart, carrier = Netzbetreiber, missed
//   call = verpasster Anruf, incoming = eingehend, outgoing = ausgehend, internal = intern, call history =
//   Anrufverlauf (navigation and tray: Verlauf), dial pad = Wähltastatur, hotkey = Tastenkürzel, phone
//   system = Telefonanlage, account = Konto, API key = API-Schlüssel, keychain = Schlüsselbund des Systems,
//   tray = Infobereich, notification = Benachrichtigung, unheard = ungehört, heard = gehört, transcription
//   = Transkription, Settings = Einstellungen, demo = Demo, caller = Anrufer, local copy = lokale Kopie.
//   Fixed along the way: key (secret) = Schlüssel, phone-system key = Telefonanlagen-Schlüssel, lookup key =
//   Abfrage-Schlüssel, main SIP account key = Schlüssel des Haupt-SIP-Kontos, lookup service =
//   Abfragedienst, lookup URL = Abfrage-URL, base URL = Basis-URL, account id = Konto-ID, domain = Domain,
//   selection = Markierung, clipboard = Zwischenablage, update feed = Update-Feed, update server =
//   Update-Server, release page = Release-Seite, preferences = Voreinstellungen, in use = verwendet/aktiv,
//   place a call = einen Anruf tätigen, administrator = Administrator.
//   People (the screen) = Kontakte, contact = Kontakt, favourite = Favorit, label (of a number) =
//   Bezeichnung, company = Firma, note = Notiz.
//   company directory (LDAP, CardDAV) = Firmenverzeichnis.
// Register: formal "Sie" throughout; buttons and menu items in the infinitive ("Speichern", "Abbrechen",
//   "Zurückrufen"); „ “ quotes; … kept where English has it.
import type { Translation } from '../catalog-types';

export const de = {
  // ─── The language setting ───
  'language.label': 'Sprache',
  'language.system': 'Wie auf dem Computer ({language})',
  'confirm.windowTitle': 'Mit Dialdesk anrufen?',
  'quickDial.windowTitle': 'Schnellwahl',
  'quickDial.field': 'Name, Firma oder Nummer',
  'quickDial.account': 'Anrufe über {account}',
  'quickDial.results': { one: '{count} Treffer', other: '{count} Treffer' },
  'quickDial.noResults': 'Niemand gefunden.',
  'quickDial.typedNumber': 'Die eingegebene Nummer',
  'quickDial.dials': 'Wählt {number}',
  'quickDial.favourite': 'Favorit',
  'quickDial.directory': 'Firmenverzeichnis',
  'quickDial.dncFlagged': 'Nicht anrufen (DNC)',
  'quickDial.dncClear': 'Nicht auf der Sperrliste',
  'quickDial.dncUnchecked': 'Nicht geprüft',
  'quickDial.keys': 'Eingabe ruft an · Umschalt+Eingabe fragt ab · Esc schließt',
  'quickDial.copied': '{number} kopiert.',
  // ─── The frame ───
  'app.name': 'Dialdesk',
  // The banners over every screen.
  'app.dismissSwitchProblem': 'Hinweis zum Kontowechsel schließen',
  'app.switchFailed': 'Dialdesk konnte nicht zu {account} wechseln.',
  'app.switchFailedDemo': 'Dialdesk konnte nicht zur Demo wechseln.',
  'app.dismissWarning': 'Diese Warnung schließen',
  'app.dismissHistoryNotice': 'Hinweis zum Anrufverlauf schließen',
  'app.dismissAccountsNotice': 'Hinweis zu den Konten schließen',
  'app.dismissVoicemailProblem': 'Hinweis zur Mailbox schließen',
  'app.openSettings': 'Einstellungen öffnen',
  'app.voicemailNotChecked': 'Die Mailbox wird nicht auf neue Sprachnachrichten geprüft.',
  'app.missingBridge': 'Dialdesk kann seinen Hauptprozess nicht erreichen. Starten Sie die App neu.',
  'app.recordingNoParty': 'Aufzeichnung',
  // Labels of a voicemail message's and a recording's facts, in their detail pane (a label column).
  'app.field.callerName': 'Name des Anrufers',
  'app.field.callerNumber': 'Nummer des Anrufers',
  'app.field.received': 'Eingegangen',
  'app.field.length': 'Dauer',
  'app.field.priority': 'Priorität',
  'app.field.mailbox': 'Mailbox',
  'app.field.direction': 'Richtung',
  'app.field.numberDialled': 'Gewählte Nummer',
  'app.field.recorded': 'Aufgezeichnet',

  // The navigation. A narrow window shows only icons: each label is then a tooltip.
  'nav.dialPad': 'Wähltastatur',
  'nav.history': 'Verlauf',
  'nav.voicemail': 'Mailbox',
  'nav.recordings': 'Aufzeichnungen',
  'nav.lookup': 'Abfrage',
  'nav.settings': 'Einstellungen',
  'nav.voicemailUnheard': {
    one: 'Mailbox, {count} ungehörte Sprachnachricht',
    other: 'Mailbox, {count} ungehörte Sprachnachrichten',
  },
  'nav.unheard': { one: 'ungehört', other: 'ungehört' },

  // The line over every screen while the demo runs.
  'demo.label': 'Demo:',
  'demo.madeUpUntilConnect': 'erfundene Anrufe, bis Sie unten eine Verbindung herstellen.',
  'demo.madeUp': 'diese Anrufe sind erfunden.',
  'demo.explore': 'Demo ausprobieren',
  'demo.connect': 'Telefonanlage verbinden',

  // The first start without an account.
  'firstRun.title': 'Willkommen bei Dialdesk',
  'firstRun.intro':
    'Dialdesk telefoniert über die Telefonanlage Ihres Unternehmens: Zuerst klingelt Ihre eigene Nebenstelle. Mailbox, Anrufverlauf und Aufzeichnungen dieser Anlage haben Sie direkt an Ihrem Arbeitsplatz.',
  'firstRun.notConnected': 'Dialdesk ist noch mit keiner Telefonanlage verbunden.',
  'firstRun.demo':
    'Bis dahin können Sie alles in einer Demo ausprobieren: Anrufe, Sprachnachrichten und Aufzeichnungen sind erfunden, und kein echtes Telefon klingelt.',
  'firstRun.hint':
    'Zum Verbinden brauchen Sie Ihre Konto-ID, Domain, Nebenstelle und Ihren Schlüssel: Diese Angaben erhalten Sie von Ihrem Telefonanbieter oder Administrator. Sie können zuerst die Demo ausprobieren und sich jederzeit verbinden.',

  // The call confirmation window: a small window, 420 px wide, asking before a number is called.
  'confirm.loading': 'Anruf wird geladen…',
  'confirm.from.hotkey': 'Aus dem markierten Text anrufen?',
  'confirm.from.tray': 'Aus dem Infobereich anrufen?',
  'confirm.from.link': 'Über einen Link anrufen?',
  'confirm.from.commandLine': 'Über die Befehlszeile anrufen?',
  'confirm.from.missedCall': 'Aus der Benachrichtigung zum verpassten Anruf anrufen?',
  'confirm.from.selection': 'Aus Ihrer Markierung anrufen?',
  'confirm.from.clipboard': 'Aus der Zwischenablage anrufen?',
  'confirm.dials': 'wählt {number}',
  'confirm.read': 'Gelesen: {text}',
  'confirm.plan': 'Zuerst klingelt Ihre Nebenstelle {extension}.',
  'confirm.planOnAccount': 'Zuerst klingelt Ihre Nebenstelle {extension} bei {account}.',
  'confirm.planThenDial':
    'Zuerst klingelt Ihre Nebenstelle {extension}; wählen Sie danach die Nebenstelle {dial}.',
  'confirm.planOnAccountThenDial':
    'Zuerst klingelt Ihre Nebenstelle {extension} bei {account}; wählen Sie danach die Nebenstelle {dial}.',
  'confirm.planLabel': 'Zu diesem Anruf',
  'confirm.cancel': 'Abbrechen',
  'confirm.call': 'Anrufen',
  'confirm.calling': 'Wird gewählt…',
  'confirm.close': 'Schließen',
  'confirm.keyEsc': 'Esc',
  'confirm.keyEnter': 'Eingabe',
  'confirm.cancelled': 'Abgebrochen: Es wurde nichts gewählt.',
  'confirm.noCall': 'Kein Anruf ausstehend',
  'confirm.noCallWhy':
    'Er wurde an anderer Stelle getätigt oder abgebrochen. Von hier aus wird nichts gewählt.',

  // What went wrong, in two or three words: the headline over the full sentence that explains it.
  'errors.reason.invalidArgument': 'Ungültige Eingabe',
  'errors.reason.forbiddenSender': 'Anfrage abgelehnt',
  'errors.reason.notConfigured': 'Einrichtung erforderlich',
  'errors.reason.keyMissing': 'Schlüssel fehlt',
  'errors.reason.keychainUnavailable': 'Schlüsselbund nicht verfügbar',
  'errors.reason.keychainLocked': 'Schlüsselbund gesperrt',
  'errors.reason.settingsInvalid': 'Ungültige Einstellungen',
  'errors.reason.unauthorized': 'Falscher Schlüssel',
  'errors.reason.forbidden': 'Konto nicht berechtigt',
  'errors.reason.notFound': 'Nicht gefunden',
  'errors.reason.rateLimited': 'Zu viele Anfragen',
  'errors.reason.serverError': 'Serverproblem',
  'errors.reason.unreachable': 'Server nicht erreichbar',
  'errors.reason.unexpectedReply': 'Unerwartete Antwort',
  'errors.reason.lookupFailed': 'Abfrage fehlgeschlagen',
  'errors.reason.noNumber': 'Keine Nummer gefunden',
  'errors.reason.callInProgress': 'Anruf nicht gesendet',
  'errors.reason.callRejected': 'Anruf nicht getätigt',
  'errors.reason.dncNotConfirmed': 'Nummer auf der Sperrliste',
  'errors.reason.outsideCallingHours': 'Außerhalb der Anrufzeiten',
  'errors.reason.callNotPending': 'Anruf nicht mehr ausstehend',
  'errors.reason.crmNotConfirmed': 'Adresse noch nicht angezeigt',
  'errors.reason.busy': 'Beschäftigt',
  'errors.reason.internal': 'Ein Fehler ist aufgetreten',
  'errors.headline': '{reason}.',
  'errors.callMayRing':
    'Der Anruf kann noch klingeln: Prüfen Sie Ihr Telefon, bevor Sie es erneut versuchen.',

  // What a check of the account in Settings found.
  'check.seeDetails': '{reason}: siehe Details.',
  'check.phoneSystem.unreachable':
    'Dialdesk konnte die Telefonanlage nicht erreichen. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse) und ob dieser Computer online ist.',
  'check.phoneSystemAt.unreachable':
    'Dialdesk konnte die Telefonanlage unter {host} nicht erreichen. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse) und ob dieser Computer online ist.',
  'check.phoneSystem.timeout':
    'Die Telefonanlage hat nicht rechtzeitig geantwortet. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse) und speichern Sie dann erneut.',
  'check.phoneSystemAt.timeout':
    'Die Telefonanlage unter {host} hat nicht rechtzeitig geantwortet. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse) und speichern Sie dann erneut.',
  'check.phoneSystem.notFound':
    'Die Telefonanlage hat geantwortet, aber unter dieser Adresse werden keine Anfragen angenommen. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse).',
  'check.phoneSystemAt.notFound':
    'Die Telefonanlage unter {host} hat geantwortet, aber unter dieser Adresse werden keine Anfragen angenommen. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse).',
  'check.phoneSystem.unexpectedReply':
    'Unter der Adresse der Telefonanlage hat etwas geantwortet, aber nicht wie eine Telefonanlage. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse).',
  'check.phoneSystemAt.unexpectedReply':
    'Unter {host} hat etwas geantwortet, aber nicht wie eine Telefonanlage. Prüfen Sie die Konto-ID und die Domain (oder die vollständige Adresse).',
  'check.phoneSystem.serverError':
    'Die Telefonanlage hatte ein Problem beim Antworten. Speichern Sie gleich noch einmal.',
  'check.phoneSystemAt.serverError':
    'Die Telefonanlage unter {host} hatte ein Problem beim Antworten. Speichern Sie gleich noch einmal.',
  'check.phoneSystem.rateLimited':
    'Die Telefonanlage hat Dialdesk gebeten, weniger Anfragen zu senden. Speichern Sie in einer Minute erneut.',
  'check.phoneSystemAt.rateLimited':
    'Die Telefonanlage unter {host} hat Dialdesk gebeten, weniger Anfragen zu senden. Speichern Sie in einer Minute erneut.',
  'check.phoneSystem.unauthorized':
    'Die Telefonanlage hat den Telefonanlagen-Schlüssel abgelehnt. Fügen Sie oben den vollständigen Schlüssel erneut ein und speichern Sie dann.',
  'check.phoneSystemAt.unauthorized':
    'Die Telefonanlage unter {host} hat den Telefonanlagen-Schlüssel abgelehnt. Fügen Sie oben den vollständigen Schlüssel erneut ein und speichern Sie dann.',
  'check.phoneSystem.forbidden':
    'Die Telefonanlage hat den Schlüssel akzeptiert, aber ihr API-Konto darf den Anrufverlauf nicht lesen. Bitten Sie den Administrator Ihrer Telefonanlage, dies zu erlauben.',
  'check.phoneSystemAt.forbidden':
    'Die Telefonanlage unter {host} hat den Schlüssel akzeptiert, aber ihr API-Konto darf den Anrufverlauf nicht lesen. Bitten Sie den Administrator Ihrer Telefonanlage, dies zu erlauben.',
  'check.phoneSystem.notConfigured':
    'Geben Sie zum Verbinden die Konto-ID, Ihre Nebenstelle und die Domain (oder eine vollständige Adresse) ein.',
  'check.lookup.unreachable':
    'Dialdesk konnte den Abfragedienst nicht erreichen. Prüfen Sie die Abfrage-URL und ob dieser Computer online ist.',
  'check.lookupAt.unreachable':
    'Dialdesk konnte den Abfragedienst unter {host} nicht erreichen. Prüfen Sie die Abfrage-URL und ob dieser Computer online ist.',
  'check.lookup.timeout':
    'Der Abfragedienst hat nicht rechtzeitig geantwortet. Prüfen Sie die Abfrage-URL und speichern Sie dann erneut.',
  'check.lookupAt.timeout':
    'Der Abfragedienst unter {host} hat nicht rechtzeitig geantwortet. Prüfen Sie die Abfrage-URL und speichern Sie dann erneut.',
  'check.lookup.notFound':
    'Der Abfragedienst hat geantwortet, aber unter dieser Adresse werden keine Anfragen angenommen. Prüfen Sie die Abfrage-URL.',
  'check.lookupAt.notFound':
    'Der Abfragedienst unter {host} hat geantwortet, aber unter dieser Adresse werden keine Anfragen angenommen. Prüfen Sie die Abfrage-URL.',
  'check.lookup.unexpectedReply':
    'Unter der Adresse des Abfragedienstes hat etwas geantwortet, aber nicht wie ein Abfragedienst. Prüfen Sie die Abfrage-URL.',
  'check.lookupAt.unexpectedReply':
    'Unter {host} hat etwas geantwortet, aber nicht wie ein Abfragedienst. Prüfen Sie die Abfrage-URL.',
  'check.lookup.serverError':
    'Der Abfragedienst hatte ein Problem beim Antworten. Speichern Sie gleich noch einmal.',
  'check.lookupAt.serverError':
    'Der Abfragedienst unter {host} hatte ein Problem beim Antworten. Speichern Sie gleich noch einmal.',
  'check.lookup.rateLimited':
    'Der Abfragedienst hat Dialdesk gebeten, weniger Anfragen zu senden. Speichern Sie in einer Minute erneut.',
  'check.lookupAt.rateLimited':
    'Der Abfragedienst unter {host} hat Dialdesk gebeten, weniger Anfragen zu senden. Speichern Sie in einer Minute erneut.',
  'check.lookup.refused':
    'Der Abfragedienst hat den Abfrage-Schlüssel abgelehnt. Fügen Sie oben den vollständigen Schlüssel erneut ein und speichern Sie dann.',
  'check.lookupAt.refused':
    'Der Abfragedienst unter {host} hat den Abfrage-Schlüssel abgelehnt. Fügen Sie oben den vollständigen Schlüssel erneut ein und speichern Sie dann.',
  'check.lookup.nothingFound':
    'Der Abfragedienst hat den Schlüssel akzeptiert, aber zu dieser Nummer nichts gefunden.',
  'check.lookupAt.nothingFound':
    'Der Abfragedienst unter {host} hat den Schlüssel akzeptiert, aber zu dieser Nummer nichts gefunden.',
  'check.lookup.notConfigured': 'Geben Sie die Abfrage-URL ein, um Nummern abzufragen.',
  'check.keychainLocked':
    'Der Schlüsselbund des Systems ist gesperrt, daher kann Dialdesk den Schlüssel nicht lesen. Entsperren Sie ihn und speichern Sie dann erneut.',
  'check.keychainUnavailable':
    'Es läuft kein Schlüsselbund des Systems, daher kann Dialdesk den Schlüssel nicht aufbewahren. Unter Details steht, was Sie installieren müssen.',
  'check.pbxKey.otherAddress':
    'Der Telefonanlagen-Schlüssel wurde für eine andere Adresse eingegeben: Fügen Sie ihn oben erneut ein und speichern Sie dann.',
  'check.pbxKey.otherAddressAt':
    'Der Telefonanlagen-Schlüssel wurde für eine andere Adresse eingegeben: Fügen Sie ihn oben für {host} erneut ein und speichern Sie dann.',
  'check.pbxKey.missing':
    'Es ist noch kein Telefonanlagen-Schlüssel gespeichert: Fügen Sie ihn oben ein und speichern Sie dann.',
  'check.pbxKey.missingAt':
    'Für {host} ist noch kein Telefonanlagen-Schlüssel gespeichert: Fügen Sie ihn oben ein und speichern Sie dann.',
  'check.lookupKey.otherAddress':
    'Der Abfrage-Schlüssel wurde für eine andere Adresse eingegeben: Fügen Sie ihn oben erneut ein und speichern Sie dann.',
  'check.lookupKey.otherAddressAt':
    'Der Abfrage-Schlüssel wurde für eine andere Adresse eingegeben: Fügen Sie ihn oben für {host} erneut ein und speichern Sie dann.',
  'check.lookupKey.missing':
    'Es ist noch kein Abfrage-Schlüssel gespeichert: Fügen Sie ihn oben ein und speichern Sie dann.',
  'check.lookupKey.missingAt':
    'Für {host} ist noch kein Abfrage-Schlüssel gespeichert: Fügen Sie ihn oben ein und speichern Sie dann.',
  // ─── History and lists ───
  // History: the screen.

  'history.title': 'Anrufverlauf',
  'history.list.label': 'Anrufe',
  'history.empty.range.title': 'Keine Anrufe an diesen Tagen',
  'history.empty.range.body':
    'Wählen Sie andere Tage oder setzen Sie den Zeitraum zurück, um alle Anrufe zu sehen.',
  'history.empty.title': 'Noch keine Anrufe',
  'history.empty.body': 'Ihre eingehenden und ausgehenden Anrufe erscheinen hier.',
  'history.noMatch.search': 'Kein Anruf passt zu „{filter}“',
  'history.noMatch.kind': 'Keine passenden Anrufe',
  'history.noMatch.loadedSearch': 'Kein geladener Anruf passt zu „{filter}“',
  'history.noMatch.loadedKind': 'Keine passenden Anrufe geladen',
  'history.noMatch.widen': 'Entfernen Sie den Filter, um alle Anrufe zu sehen.',
  'history.summary.stored': {
    one: '{count} Anruf auf diesem Computer gespeichert',
    other: '{count} Anrufe auf diesem Computer gespeichert',
  },
  'history.summary.storedMatch': {
    one: '{count} gespeicherter Anruf passt',
    other: '{count} gespeicherte Anrufe passen',
  },
  'history.summary.loadedMatch': {
    one: 'Treffer: {shown} von {count} geladenen Anruf',
    other: 'Treffer: {shown} von {count} geladenen Anrufen',
  },
  'history.summary.loaded': { one: '{count} Anruf geladen', other: '{count} Anrufe geladen' },
  'history.keys': '{up} {down} wechseln · {enter} Details · {c} zurückrufen · {l} abfragen',
  'history.backfill.progress': {
    one: 'Anrufverlauf wird auf diesen Computer kopiert: {count} Anruf',
    other: 'Anrufverlauf wird auf diesen Computer kopiert: {count} Anrufe',
  },
  'history.backfill.progressBackTo': {
    one: 'Anrufverlauf wird auf diesen Computer kopiert: {count} Anruf · zurück bis {day}',
    other: 'Anrufverlauf wird auf diesen Computer kopiert: {count} Anrufe · zurück bis {day}',
  },
  'history.backfill.cancel': 'Abbrechen',

  // History: the columns and the rows.

  'history.column.time': 'Zeit',
  'history.column.duration': 'Dauer',
  'history.column.party': 'Name und Nummer',
  'history.column.type': 'Art',
  'history.column.actions': 'Aktionen',
  'history.row.spoken.missed': '{direction}, verpasst',
  'history.row.spoken.voicemail': '{direction}, Mailbox',
  'history.row.spoken.busy': '{direction}, besetzt',
  'history.row.spoken.noAnswer': '{direction}, nicht angenommen',
  'history.row.spoken.cancelled': '{direction}, abgebrochen',
  'history.row.spoken.failed': '{direction}, fehlgeschlagen',
  'history.row.noTalk': 'Kein Gespräch{rest}',
  'history.row.noTalkRest': '',
  'history.row.notAnswered': 'Nicht angenommen. Der Anruf dauerte {duration}.',
  'history.row.callBack': '{name} zurückrufen',
  'history.row.callBackTitle': 'Zurückrufen (C)',
  'history.row.lookUp': '{number} abfragen',
  'history.row.lookUpTitle': 'Abfragen (L)',

  // History: the filters.

  'history.kind.label': 'Angezeigte Anrufe',
  'history.kind.all': 'Alle Anrufe',
  'history.kind.missed': 'Verpasst',
  'history.kind.inbound': 'Eingehend',
  'history.kind.outbound': 'Ausgehend',
  'history.kind.local': 'Intern',
  'history.search.placeholder': 'Name oder Nummer',
  'history.search.local': 'Anrufe nach Name oder Nummer durchsuchen',
  'history.search.loaded': 'Geladene Anrufe nach Name oder Nummer filtern',

  // Which way a call went, and what happened to it (also the CSV export's Result column).

  'history.direction.inbound': 'Eingehend',
  'history.direction.outbound': 'Ausgehend',
  'history.direction.local': 'Intern',
  'history.direction.unknown': 'Anruf',
  'history.result.answered': 'Angenommen',
  'history.result.missed': 'Verpasst',
  'history.result.voicemail': 'Mailbox',
  'history.result.busy': 'Besetzt',
  'history.result.noAnswer': 'Nicht angenommen',
  'history.result.cancelled': 'Abgebrochen',
  'history.result.failed': 'Fehlgeschlagen',

  // History: the CSV export.

  'history.export.button': 'CSV exportieren…',
  'history.export.cancelling': 'Export wird abgebrochen…',
  'history.export.starting': 'Anrufverlauf wird exportiert…',
  'history.export.loaded': { one: '{count} Anruf geladen…', other: '{count} Anrufe geladen…' },
  'history.export.cancel': 'Export abbrechen',
  'history.export.failed': 'Anrufverlauf konnte nicht exportiert werden',
  'history.export.cancelled': 'Export abgebrochen.',
  'history.export.written': {
    one: '{count} Anruf nach {path} exportiert',
    other: '{count} Anrufe nach {path} exportiert',
  },
  'history.export.separatorComma':
    'Die Spalten sind durch Kommas (,) getrennt, gemäß den Regionseinstellungen dieses Computers.',
  'history.export.separatorSemicolon':
    'Die Spalten sind durch Semikolons (;) getrennt, gemäß den Regionseinstellungen dieses Computers.',
  'history.export.showInFolder': 'Im Ordner anzeigen',
  'history.export.dismiss': 'Schließen',

  // Settings, Call history: the local copy of the calls.

  'history.local.noMissedAlerts':
    'Benachrichtigungen über verpasste Anrufe sind für diese Telefonanlage nicht verfügbar, da aus ihren Anrufdaten nicht hervorgeht, welche Anrufe verpasst wurden.',
  'history.local.unplaced': {
    one: '{count} Anruf aus der Telefonanlage hat keine verwendbare Startzeit und wird nicht auf diesem Computer gespeichert.',
    other:
      '{count} Anrufe aus der Telefonanlage haben keine verwendbare Startzeit und werden nicht auf diesem Computer gespeichert.',
  },
  'history.local.stored': {
    one: '{count} Anruf ist auf diesem Computer gespeichert.',
    other: '{count} Anrufe sind auf diesem Computer gespeichert.',
  },
  'history.local.noneStored': 'Auf diesem Computer sind keine Anrufe gespeichert.',
  'history.local.delete': 'Lokale Kopie löschen',
  'history.local.deleting': 'Wird gelöscht…',
  'history.local.deleteFailed': 'Die lokale Kopie konnte nicht gelöscht werden',

  // The call detail.

  'detail.opening': 'Anruf wird geöffnet…',
  'detail.kind.missed': 'Verpasster Anruf',
  'detail.kind.inbound': 'Eingehender Anruf',
  'detail.kind.outbound': 'Ausgehender Anruf',
  'detail.kind.local': 'Interner Anruf',
  'detail.kind.unknown': 'Anruf',
  'detail.eyebrow': '{what} · {time}',
  'detail.nameFrom.contact': 'Name aus Ihren Kontakten',
  'detail.nameFrom.directory': 'Name aus dem Firmenverzeichnis',
  'detail.nameFrom.thisCall': 'Name aus diesem Anruf',
  'detail.nameFrom.otherCalls': 'Name aus anderen Anrufen mit dieser Nummer',
  'detail.callBack': 'Zurückrufen',
  'detail.loadingFields': 'Alle Felder des Anrufs werden geladen…',
  'detail.loadFailed': 'Der vollständige Anrufdatensatz konnte nicht geladen werden',
  'detail.fields': 'Anrufdetails',
  'detail.facts.label': 'Vor dem Anruf',
  'detail.facts.details': 'Abfragedetails',
  'detail.facts.lookUp': 'Abfragen',
  'detail.facts.reading': 'Abfrage-Cache wird gelesen…',
  'detail.facts.none': 'Noch nicht abgefragt.',
  'detail.pane': 'Detailansicht',
  'detail.back': 'Zurück',
  'detail.close': 'Details schließen',

  'detail.field.direction': 'Richtung',
  'detail.field.callerName': 'Name des Anrufers',
  'detail.field.callerNumber': 'Nummer des Anrufers',
  'detail.field.dialled': 'Gewählte Nummer',
  'detail.field.started': 'Beginn',
  'detail.field.answered': 'Angenommen',
  'detail.field.ended': 'Ende',
  'detail.field.duration': 'Dauer',
  'detail.field.talkTime': 'Gesprächsdauer',
  'detail.field.hangupCause': 'Beendigung',
  'detail.field.extension': 'Nebenstelle',
  'detail.field.audioQuality': 'Audioqualität (MOS, 1–5)',
  'detail.field.notAnswered': 'nicht angenommen',
  'detail.field.noAudio': 'kein Audio',

  'detail.hangupCause.normalClearing': 'Normal beendet',
  'detail.hangupCause.noAnswer': 'Nicht angenommen',
  'detail.hangupCause.userBusy': 'Besetzt',
  'detail.hangupCause.originatorCancel': 'Anrufer hat vor der Annahme aufgelegt',
  'detail.hangupCause.callRejected': 'Anruf abgewiesen',
  'detail.hangupCause.noUserResponse': 'Keine Reaktion des Telefons',
  'detail.hangupCause.unallocatedNumber': 'Nummer nicht vergeben',
  'detail.hangupCause.normalTemporaryFailure': 'Vorübergehende Netzstörung',
  'detail.hangupCause.recoveryOnTimerExpire': 'Zeitüberschreitung',
  'detail.hangupCause.loseRace': 'An anderem Telefon angenommen',
  'detail.hangupCause.subscriberAbsent': 'Telefon nicht registriert',
  'detail.hangupCause.destinationOutOfOrder': 'Ziel außer Betrieb',
  'detail.hangupCause.invalidNumberFormat': 'Ungültiges Nummernformat',

  // Fields of a record (call, voicemail, recording, lookup) and of Settings.

  'fields.notProvided': 'nicht angegeben',
  'fields.all': 'Alle Felder',
  'fields.hotkey.off': 'Aus',
  'fields.hotkey.turnOff': 'Ausschalten',
  'fields.hotkey.howTo': 'Klicken Sie in das Feld und drücken Sie die Tasten.',
  'fields.country.choose': 'Wählen Sie ein Land aus der Liste.',

  // What every list shares. History, Voicemail and Recordings each have their own sentence.

  'list.loading.history': 'Anrufverlauf wird geladen…',
  'list.loading.voicemail': 'Mailbox wird geladen…',
  'list.loading.recordings': 'Aufzeichnungen werden geladen…',
  'list.failed.history': 'Anrufverlauf konnte nicht geladen werden',
  'list.failed.voicemail': 'Mailbox konnte nicht geladen werden',
  'list.failed.recordings': 'Aufzeichnungen konnten nicht geladen werden',
  'list.saved.history': 'Gespeicherter Anrufverlauf, Stand {time}',
  'list.saved.voicemail': 'Gespeicherte Mailbox, Stand {time}',
  'list.saved.recordings': 'Gespeicherte Aufzeichnungen, Stand {time}',
  'list.savedLoading': '{saved} · Aktuelles wird geladen…',
  'list.refresh.history': 'Anrufverlauf aktualisieren',
  'list.refresh.voicemail': 'Mailbox aktualisieren',
  'list.refresh.recordings': 'Aufzeichnungen aktualisieren',
  'list.refresh': 'Aktualisieren',
  'list.footer.loadingMore': '{summary} · weitere werden geladen…',
  'list.footer.allLoaded': '{summary} · alle geladen',
  'list.failedMore.calls': 'Weitere Anrufe konnten nicht geladen werden',
  'list.failedMore.recordings': 'Weitere Aufzeichnungen konnten nicht geladen werden',
  'list.loadMore.calls': 'Weitere Anrufe laden',
  'list.loadMore.recordings': 'Weitere Aufzeichnungen laden',
  'list.filters': 'Filter',
  'list.filtersInUse': { one: 'Filter, {count} aktiv', other: 'Filter, {count} aktiv' },

  'list.days.label': 'Angezeigte Tage',
  'list.days.from': 'Von',
  'list.days.to': 'Bis',
  'list.days.firstDay': 'Erster Tag',
  'list.days.lastDay': 'Letzter Tag',
  'list.days.show': 'Tage anzeigen',
  'list.days.all': 'Alle Tage',
  'list.days.reversed': 'Der erste Tag liegt nach dem letzten Tag.',

  'list.error.title': '{what}: {reason}',
  'list.error.details': 'Details',
  'list.error.code': 'Fehlercode: {code}',
  'list.error.retry': 'Erneut versuchen',
  'list.error.openSettings': 'Einstellungen öffnen',

  // Dates and durations.

  'time.today': 'Heute',
  'time.yesterday': 'Gestern',
  'time.dayAndTime': '{day} {time}',
  'time.justNow': 'gerade eben',
  'time.hours': '{count} Std.',
  'time.minutes': '{count} Min.',
  'time.seconds': '{count} Sek.',
  // ─── People ───
  'nav.people': 'Kontakte',
  'people.title': 'Kontakte',
  'people.count': { one: '{count} Kontakt', other: '{count} Kontakte' },
  'people.countFound': { one: '{count} gefunden', other: '{count} gefunden' },
  'people.add': 'Kontakt hinzufügen',
  'people.searchPlaceholder': 'Name, Firma oder Nummer',
  'people.searchLabel': 'Kontakte nach Name, Firma, Notiz oder Nummer durchsuchen',
  'people.listLabel': 'Kontakte',
  'people.loading': 'Kontakte werden geladen…',
  'people.loadFailed': 'Ihre Kontakte konnten nicht geladen werden',
  'people.empty.title': 'Noch keine Kontakte',
  'people.empty.body':
    'Legen Sie hier die Menschen an, die Sie anrufen, mit all ihren Nummern. Ihre Namen erscheinen dann im Verlauf, in der Mailbox und bei jedem Anruf, und die Nummern, die Sie am häufigsten wählen, können Sie als Favoriten markieren.',
  'people.noMatch': 'Kein Kontakt passt zu „{search}“',
  'people.noMatchWiden': 'Leeren Sie die Suche, um alle Kontakte zu sehen.',
  'people.keys': '{up} {down} wechseln · {enter} öffnen · {c} anrufen',
  'people.row.noNumbers': 'Keine Nummern',
  'people.label.work': 'Arbeit',
  'people.label.mobile': 'Mobil',
  'people.label.home': 'Privat',
  'people.label.extension': 'Nebenstelle',
  'people.label.other': 'Sonstige',
  'people.eyebrow': 'Kontakt',
  'people.opening': 'Kontakt wird geöffnet…',
  'people.openFailed': 'Kontakt konnte nicht geöffnet werden',
  'people.call': 'Anrufen',
  'people.edit': 'Bearbeiten',
  'people.delete': 'Löschen',
  'people.numbers': 'Nummern',
  'people.noNumbers': 'Für diesen Kontakt sind keine Nummern gespeichert.',
  'people.note': 'Notiz',
  'people.star': 'Favorit: {label} {number}',
  'people.callNumber': 'Anrufen: {label} {number}',
  'people.lookUpNumber': 'Abfragen: {label} {number}',
  'people.copyNumber': 'Kopieren: {label} {number}',
  'people.otherAccount':
    'Eine Nebenstelle von {account}: Sie wird nur dort angerufen und als Favorit markiert.',
  'people.deleted': '{name} gelöscht.',
  'people.undo': 'Rückgängig',
  'people.dismissDeleted': 'Schließen',
  'people.deleteFailed': 'Kontakt konnte nicht gelöscht werden',
  'people.restoreFailed': 'Kontakt konnte nicht wiederhergestellt werden',
  'people.dismissRestored': 'Hinweis zu Ihren Kontakten schließen',
  'people.recordedName': 'In der Telefonanlage: {name}',
  'people.saveTo': 'In Kontakten speichern',
  'people.editContact': 'Kontakt bearbeiten',
  'people.favourites.title': 'Favoriten',
  'people.favourites.moveUp': '{name}, {label}, nach oben verschieben',
  'people.favourites.moveDown': '{name}, {label}, nach unten verschieben',
  'people.favourites.moved': '{name}, {label}: {position} von {total}',
  'people.favourites.keys': '{up} {down} verschieben den Favoriten, der den Fokus hat',
  'people.favourites.starFailed': 'Favorit konnte nicht geändert werden',
  'people.favourites.orderFailed': 'Reihenfolge der Favoriten konnte nicht geändert werden',
  'people.choose.title': 'Welche Nummer von {name}?',
  'people.editor.new': 'Neuer Kontakt',
  'people.editor.edit': 'Kontakt bearbeiten',
  'people.editor.name': 'Name',
  'people.editor.company': 'Firma',
  'people.editor.note': 'Notiz',
  'people.editor.numbers': 'Nummern',
  'people.editor.label': 'Bezeichnung von Nummer {position}',
  'people.editor.number': 'Nummer {position}',
  'people.editor.removeNumber': 'Nummer {position} entfernen',
  'people.editor.addNumber': 'Nummer hinzufügen',
  'people.editor.tooManyNumbers': {
    one: 'Ein Kontakt hat höchstens {count} Nummer.',
    other: 'Ein Kontakt hat höchstens {count} Nummern.',
  },
  'people.editor.atLimit': {
    one: 'Höchstens {count} Zeichen: Die Grenze ist erreicht.',
    other: 'Höchstens {count} Zeichen: Die Grenze ist erreicht.',
  },
  'people.editor.nameRequired': 'Geben Sie einen Namen ein.',
  'people.editor.save': 'Kontakt speichern',
  'people.editor.saveFailed': 'Kontakt konnte nicht gespeichert werden',
  // ─── Voicemail, recordings, lookup, dial pad, calls ───
  'voicemail.title': 'Mailbox',
  'voicemail.countMatching': { one: '{count} von {total} passt', other: '{count} von {total} passen' },
  'voicemail.countUnheard': { one: '{count} von {total} ungehört', other: '{count} von {total} ungehört' },
  'voicemail.countMessages': { one: '{count} Sprachnachricht', other: '{count} Sprachnachrichten' },
  'voicemail.searchPlaceholder': 'Name, Nummer oder Text',
  'voicemail.searchLabel': 'Mailbox nach Name, Nummer oder Transkription durchsuchen',
  'voicemail.emptyTitle': 'Keine Sprachnachrichten',
  'voicemail.emptyText': 'Sprachnachrichten, die Anrufer für Sie hinterlassen, erscheinen hier.',
  'voicemail.noMatchTitle': 'Keine passende Sprachnachricht',
  'voicemail.noMatchWiden': 'Entfernen Sie den Suchbegriff, um alle Sprachnachrichten zu sehen.',
  'voicemail.listLabel': 'Sprachnachrichten',
  'voicemail.keys': '{up} {down} wechseln · {enter} öffnen · {space} abspielen/pausieren · {esc} schließen',
  'voicemail.key.enter': 'Eingabe',
  'voicemail.key.space': 'Leertaste',
  'voicemail.key.esc': 'Esc',
  'voicemail.mailbox': 'Mailbox {mailbox}',
  'voicemail.status.unheard': 'Ungehört',
  'voicemail.status.heard': 'Gehört',
  'voicemail.status.deleted': 'Am Telefon gelöscht',
  'voicemail.status.unknown': 'noch unbekannt',
  'voicemail.status.label': 'Status',
  'voicemail.eyebrow': 'Sprachnachricht',
  'voicemail.eyebrowAt': 'Sprachnachricht · {date}',
  'voicemail.playerLabel': 'Sprachnachricht',
  'voicemail.detailsLabel': 'Details der Sprachnachricht',

  'recordings.title': 'Aufzeichnungen',
  'recordings.searchPlaceholder': 'Name, Nummer oder Text',
  'recordings.searchLabel': 'Geladene Aufzeichnungen nach Name, Nummer oder Transkription durchsuchen',
  'recordings.emptyTitle': 'Keine Aufzeichnungen',
  'recordings.emptyText': 'Aufgezeichnete Anrufe erscheinen hier.',
  'recordings.noMatchTitle': 'Keine geladene Aufzeichnung passt',
  'recordings.noMatchWiden': 'Entfernen Sie den Suchbegriff oder die Tage, um alle Aufzeichnungen zu sehen.',
  'recordings.countMatching': {
    one: '{count} von {total} geladenen Aufzeichnungen passt',
    other: '{count} von {total} geladenen Aufzeichnungen passen',
  },
  'recordings.countLoaded': { one: '{count} Aufzeichnung geladen', other: '{count} Aufzeichnungen geladen' },
  'recordings.call.inbound': 'Eingehender Anruf',
  'recordings.call.outbound': 'Ausgehender Anruf',
  'recordings.call.local': 'Interner Anruf',
  'recordings.call.unknown': 'Anruf',
  'recordings.eyebrowAt': '{call} · {date}',
  'recordings.detailsLabel': 'Details der Aufzeichnung',

  'player.label': 'Wiedergabe: {label}',
  'player.play': 'Abspielen',
  'player.pause': 'Pausieren',
  'player.seek': 'Wiedergabeposition',
  'player.position': '{time} von {duration}',
  'player.positionUnknownLength': '{time} von unbekannter Länge',
  'player.speeds': 'Wiedergabegeschwindigkeit',
  'player.speed': '{speed}×',
  'player.loadFailed.message': 'Die Sprachnachricht konnte nicht geladen werden',
  'player.loadFailed.recording': 'Die Aufzeichnung konnte nicht geladen werden',
  'player.loading.message': 'Sprachnachricht wird geladen…',
  'player.loading.recording': 'Aufzeichnung wird geladen…',
  'player.noAudio.message': 'Die Telefonanlage hat für die Sprachnachricht kein Audio gesendet.',
  'player.noAudio.recording': 'Die Telefonanlage hat für die Aufzeichnung kein Audio gesendet.',
  'player.save': 'Audio speichern…',
  'player.saving': 'Wird gespeichert…',
  'player.savedAs': 'Gespeichert als {file}',
  'player.showInFolder': 'Im Ordner anzeigen',
  'player.saveFailed': 'Das Audio konnte nicht gespeichert werden',

  'transcript.heading': 'Transkription',
  'transcript.speaker': 'Sprecher {number}',
  'transcript.turn': '{speaker}: {text}',

  'lookup.title': 'Nummernabfrage',
  'lookup.numberLabel': 'Nummer',
  'lookup.numberPlaceholder': 'z. B. (555) 555-0123',
  'lookup.lookUp': 'Abfragen',
  'lookup.suggestionsLabel': 'Personen aus dem Anrufverlauf',
  'lookup.hint':
    'Geben Sie eine Nummer oder einen Namen aus Ihrem Anrufverlauf ein, oder fügen Sie eine Nummer ein. Ihr Anbieter kann Abfragen berechnen; eine kürzlich abgefragte Nummer wird kostenlos aus dem Cache beantwortet.',
  'lookup.loading': '{number} wird abgefragt…',
  'lookup.failed': '{number} konnte nicht abgefragt werden',
  'lookup.replyLabel': 'Antwort des Abfragedienstes',
  'lookup.replyCode': 'Code',
  'lookup.replyMessage': 'Meldung',
  'lookup.replyNone': 'keine',
  'lookup.emptyTitle': 'Nummer abfragen',
  'lookup.emptyText':
    'Erfahren Sie, wem die Nummer gehört, ob es ein Mobil- oder Festnetzanschluss ist, welcher Netzbetreiber und Ort dahinterstehen und ob sie auf der Sperrliste steht.',
  'lookup.resultLabel': 'Abfrageergebnis für {who}',
  'lookup.nameSource': 'Name aus Ihrem Anrufverlauf',
  'lookup.call': 'Anrufen',
  'lookup.copy': 'Kopieren',
  'lookup.copied': 'Kopiert',
  'lookup.copyFailed': 'Kopieren fehlgeschlagen',
  'lookup.foundLabel': 'Ergebnis der Abfrage',
  'lookup.sourceFresh':
    'Gerade eben abgefragt. „Aktualisieren“ startet eine neue Abfrage, die berechnet werden kann.',
  'lookup.sourceCached':
    'Aus dem Cache, abgefragt {ago}. „Aktualisieren“ startet eine neue Abfrage, die berechnet werden kann.',
  'lookup.refresh': 'Aktualisieren',
  'lookup.allFields': 'Alle Felder',
  'lookup.noFacts': 'Die Abfrage hat keine Angaben zum Anschluss gefunden.',
  'lookup.dncAlert': '{flag} Laut Nummernabfrage steht diese Nummer auf der Sperrliste.',
  'lookup.dncFlag': 'Nicht anrufen:',
  'lookup.lineType.wireless': 'Mobilfunk',
  'lookup.lineType.landline': 'Festnetz',
  'lookup.lineType.voip': 'VoIP',
  'lookup.lineType.tollFree': 'Gebührenfrei',
  'lookup.dnc.listed': 'Auf der Sperrliste',
  'lookup.dnc.notListed': 'Nicht auf der Sperrliste',
  'lookup.fact.lineType': 'Anschlussart',
  'lookup.fact.carrier': 'Netzbetreiber',
  'lookup.fact.place': 'Ort',
  'lookup.fact.doNotCall': 'Sperrliste',
  'lookup.field.number': 'Nummer',
  'lookup.field.city': 'Stadt',
  'lookup.field.state': 'Bundesstaat',
  'lookup.field.country': 'Land',
  'lookup.field.lineType': 'Anschlussart',
  'lookup.field.carrier': 'Netzbetreiber (LEC)',
  'lookup.field.doNotCall': 'Sperrliste (DNC)',
  'lookup.field.routingNumber': 'Routing-Nummer (LRN)',
  'lookup.field.operatingCompany': 'Betreibernummer (OCN)',
  'lookup.field.callingArea': 'Vermittlungsbereich (LATA)',
  'lookup.field.serviceProvider': 'Dienstanbieter-ID (SPID)',
  'lookup.field.jurisdiction': 'Zuständigkeit',
  'lookup.field.lookupType': 'Abfrageart',
  'lookup.field.serviceMessage': 'Meldung des Dienstes',
  'lookup.field.serviceStatus': 'Status des Dienstes',
  'lookup.field.serviceCode': 'Code des Dienstes',
  'lookup.error.notFound': 'Der Abfragedienst hat keinen Eintrag zu {number}.',
  'lookup.error.badNumber':
    'Der Abfragedienst hat {number} nicht als Telefonnummer akzeptiert. Prüfen Sie die Ziffern und die Vorwahl.',
  'lookup.error.refused':
    'Der Abfragedienst hat den Schlüssel des Haupt-SIP-Kontos abgelehnt, daher wurde {number} nicht abgefragt. Prüfen Sie diesen Schlüssel {where}.',
  'lookup.error.other':
    'Der Abfragedienst konnte {number} nicht abfragen. Unter Details sehen Sie seine Antwort.',
  'lookup.unavailable.noNumber': 'Es gibt keine Nummer zum Abfragen.',
  'lookup.unavailable.abroad':
    'Der Abfragedienst gibt nur zu nordamerikanischen Nummern Auskunft, nicht zu Nummern aus anderen Ländern.',
  'lookup.unavailable.notPublic':
    'Der Abfragedienst gibt nur zu öffentlichen Nummern Auskunft, nicht zu Nebenstellen, Funktionscodes oder lokalen Nummern ohne Vorwahl.',
  'lookup.unavailable.length':
    'Der Abfragedienst gibt nur zu nordamerikanischen Nummern mit 10 oder 11 Ziffern Auskunft.',

  'dialpad.title': 'Wähltastatur',
  'dialpad.numberLabel': 'Anzurufende Nummer',
  'dialpad.numberPlaceholder': 'Nummer oder Name',
  'dialpad.backspace': 'Letzte Ziffer löschen',
  'dialpad.suggestionsLabel': 'Personen aus dem Anrufverlauf',
  'dialpad.lastCall': 'letzter Anruf {ago}',
  'dialpad.noOneNamed': 'In Ihrem Anrufverlauf heißt niemand „{name}“. Geben Sie stattdessen die Nummer ein.',
  'dialpad.manyNamed': {
    one: '{count} Person passt zu „{name}“: Wählen Sie unten eine aus (↓, dann Eingabetaste).',
    other: '{count} Personen passen zu „{name}“: Wählen Sie unten eine aus (↓, dann Eingabetaste).',
  },
  'dialpad.keypad': 'Tastenfeld',
  'dialpad.call': 'Anrufen',
  'dialpad.calling': 'Wird gewählt…',
  'dialpad.hint': 'Zuerst klingelt Ihr Tischtelefon; nehmen Sie ab, um den Anruf zu verbinden.',
  'dialpad.recent': 'Letzte Anrufe',
  'dialpad.callAgain': '{number} erneut anrufen',

  'call.dismiss': 'Anrufstatus schließen',
  'call.earlier': 'Der vorherige Anruf: {status}',
  'call.checking': '{number} wird vor dem Anruf geprüft…',
  'call.placing': 'Anruf an {number} wird an Ihre Telefonanlage gesendet…',
  'call.placed': 'Gesendet: Ihre Nebenstelle {extension} sollte jetzt klingeln.',
  'call.dncCalledAnyway': 'Angerufen, obwohl diese Nummer laut Nummernabfrage auf der Sperrliste steht.',
  'call.dncUnchecked': 'Nicht mit der Sperrliste abgeglichen: Diese Nummer wurde nicht abgefragt.',
  'call.nameAndNumber': '{name}, {number}',
  'call.questionFlagged': 'Nicht anrufen: {who}',
  'call.question': '{who} anrufen?',
  'call.questionFlaggedDetail':
    'Laut Nummernabfrage steht diese Nummer auf der Sperrliste. Rufen Sie nur an, wenn Sie sicher sind, dass es erlaubt ist.',
  'call.questionClearDetail': 'Nicht auf der Sperrliste. Eingabetaste ruft an, Esc bricht ab.',
  'call.questionUncheckedDetail':
    'Nicht mit der Sperrliste abgeglichen. Eingabetaste ruft an, Esc bricht ab.',
  'call.questionFacts': '{facts}.',
  'call.cancel': 'Abbrechen {key}',
  'call.escKey': 'Esc',
  'call.call': 'Anrufen',
  'call.callBack': 'Zurückrufen',
  'call.callAnyway': 'Trotzdem anrufen',
  'call.unknownParty': 'Unbekannt',
  // The time where a number rings (issue 50).
  'localTime.there': 'Dort etwa {time}',
  'localTime.thereIn': 'Dort etwa {time} ({place})',
  'localTime.unknown': 'Ortszeit unbekannt',
  'localTime.estimate': 'Geschätzt aus der Vorwahl der Nummer: Ein Mobiltelefon kann anderswo sein.',
  'localTime.floridaHours': '{hours}, die Anrufzeiten Floridas',
  'localTime.outside': 'Dort ist es etwa {time}, außerhalb Ihrer Anrufzeiten ({hours}).',
  'localTime.outsideNoTime': 'Dort, wo diese Nummer klingelt, ist es außerhalb Ihrer Anrufzeiten.',
  'localTime.outsideShort': 'Dort etwa {time}: außerhalb Ihrer Anrufzeiten',
  'localTime.question': 'Außerhalb Ihrer Anrufzeiten: {who}',
  'localTime.calledAnyway': 'Außerhalb Ihrer Anrufzeiten angerufen.',
  // ─── Settings and accounts ───
  'settings.title': 'Einstellungen',
  'settings.readFailed': 'Die Einstellungen konnten nicht gelesen werden',
  'settings.reading': 'Einstellungen werden gelesen…',

  'settings.account.title': 'Ihre Telefonanlage',
  'settings.account.inUse':
    'Das verwendete Konto, {name}: Was Sie hier speichern, gilt für dieses Konto. Bei jedem Feld steht, wo Sie die Angabe finden.',
  'settings.account.intro':
    'Verbinden Sie Dialdesk mit Ihrer eigenen Telefonanlage – mit den Angaben, die Sie von Ihrem Telefonanbieter oder Administrator erhalten haben. Bei jedem Feld steht, wo Sie die Angabe finden.',
  'settings.account.save': 'Konto speichern',
  'settings.saved.checking': 'Gespeichert. Verbindung wird geprüft…',
  'settings.saved.problem': 'Gespeichert, aber Dialdesk kann das Konto noch nicht verwenden:',
  'settings.saved.works': 'Gespeichert und funktionsfähig.',
  'settings.saved.demo':
    'Gespeichert. Dialdesk bleibt in der Demo, bis Konto-ID, Ihre Nebenstelle und Domain (oder eine vollständige Adresse) ausgefüllt sind.',
  'settings.check.pbx': 'Telefonanlage:',
  'settings.check.lookup': 'Abfragen:',
  'settings.check.checking': 'wird geprüft…',

  'settings.tests.title': 'Verbindung testen',
  'settings.tests.pbxIntro': 'Liest mit dem gespeicherten Schlüssel einen Anruf aus der Telefonanlage.',
  'settings.tests.pbxButton': 'Telefonanlage testen',
  'settings.tests.lookupLabel':
    'Fragt mit dem gespeicherten Schlüssel eine Nummer ab (eine Abfrage kann berechnet werden).',
  'settings.tests.numberPlaceholder': 'Abzufragende Nummer',
  'settings.tests.lookupButton': 'Abfrage testen',

  'settings.preferences.title': 'Voreinstellungen',
  'settings.preferences.save': 'Voreinstellungen speichern',

  'settings.group.address': 'Adresse Ihrer Telefonanlage',
  'settings.group.wholeAddress': 'Oder eine vollständige Adresse',
  'settings.group.extensionAndKey': 'Ihre Nebenstelle und Ihr Schlüssel',
  'settings.group.lookup': 'Nummernabfrage (optional)',
  'settings.group.language': 'Sprache',
  'settings.group.startup': 'Start und Updates',
  'settings.group.numbers': 'Nummern',
  'settings.group.hotkeys': 'Anrufe und Tastenkürzel',
  'settings.group.voicemail': 'Mailbox und Benachrichtigungen',
  'settings.group.history': 'Anrufverlauf',
  'settings.group.lookupCache': 'Nummernabfrage',

  'settings.accountId.label': 'Konto-ID',
  'settings.accountId.hint':
    'Beispiel: acme-01. Sie finden sie in der Willkommens-E-Mail Ihres Telefonanbieters, oder fragen Sie Ihren Administrator.',
  'settings.domain.label': 'Domain',
  'settings.domain.hint':
    'Beispiel: pbx.example.com, ohne https://. Sie finden sie in der Willkommens-E-Mail Ihres Telefonanbieters, oder fragen Sie Ihren Administrator.',
  'settings.baseUrlOverride.label': 'Vollständige Adresse (statt Konto-ID und Domain)',
  'settings.baseUrlOverride.hint':
    'Nur wenn Ihr Administrator Ihnen eine genannt hat: Sie ersetzt dann Konto-ID und Domain. Beispiel: https://pbx.example.com/app/api/7.',
  'settings.extension.label': 'Ihre Nebenstelle',
  'settings.extension.hint':
    'Beispiel: 201. Das Telefon, das bei einem Anruf zuerst klingelt. Sie finden sie im Display Ihres Tischtelefons, oder fragen Sie Ihren Administrator.',
  'settings.lookupUrl.label': 'Abfrage-URL',
  'settings.lookupUrl.hint':
    'Beispiel: https://lookup.example.com/api. Sie finden sie auf der Kontoseite Ihres Abfrageanbieters, oder fragen Sie Ihren Administrator. Lassen Sie das Feld leer, wenn Sie keine Abfragen nutzen.',
  'settings.address.willReach': 'Dialdesk erreicht Ihre Telefonanlage unter {address}',
  'settings.address.example':
    'Beispiel: Konto-ID {accountId} und Domain {domain} ergeben die Adresse {address}',

  'settings.language.hint':
    'Gilt sofort für alle Dialdesk-Fenster, das Menü im Infobereich und Benachrichtigungen.',
  'settings.startAtLogin.label': 'Dialdesk bei der Anmeldung starten',
  'settings.checkUpdates.label': 'Einmal täglich nach Updates suchen',
  'settings.defaultRegion.label': 'Standardland',
  'settings.defaultRegion.hint':
    'Gilt für Nummern ohne Ländervorwahl. Tippen Sie, um die Liste zu durchsuchen.',
  'settings.dialFormat.label': 'Nummern an die Telefonanlage senden als',
  'settings.lookupFormat.label': 'Nummern an den Abfragedienst senden als',
  'settings.numberFormat.national': 'Nationales Format (5555550123)',
  'settings.numberFormat.countryCode': 'Mit Ländervorwahl (15555550123)',
  'settings.numberFormat.international': 'International (+15555550123)',
  'settings.confirmHotkeyCalls.label': 'Vor Anrufen per Tastenkürzel nachfragen',
  'settings.lookupBeforeCalling.label': 'Nummer vor dem Anruf abfragen',
  'settings.notifyVoicemail.label': 'Bei neuen Sprachnachrichten benachrichtigen',
  'settings.notificationSound.label': 'Benachrichtigungen mit Ton',
  'settings.voicemailInterval.label': 'Mailbox prüfen im Abstand von (Minuten)',
  'settings.keepLocalCopy.label':
    'Durchsuchbare lokale Kopie des Anrufverlaufs auf diesem Computer speichern',
  'settings.historyDays.label': 'Anrufe aufbewahren für (Tage)',
  'settings.lookupCacheDays.label': 'Abfrageergebnisse merken für (Tage)',
  'settings.lookupCacheDays.hint': 'Bei 0 wird eine Nummer jedes Mal neu abgefragt.',

  'hotkeys.callSelection.label': 'Markierte Nummer anrufen',
  'hotkeys.lookupSelection.label': 'Markierte Nummer abfragen',
  'hotkeys.quickDial.label': 'Schnellwahl öffnen',
  'hotkeys.portalNote':
    'Ihr Desktop bittet Sie, diese Tasten zu bestätigen, und lässt Sie sie eventuell in seinen eigenen Einstellungen ändern.',
  'hotkeys.pressToTest': 'Tastenkürzel testen',
  'hotkeys.testing': 'Drücken Sie jetzt eines der Tastenkürzel…',
  'hotkeys.heard': 'Es funktioniert: Dialdesk hat „{hotkey}“ empfangen.',
  'hotkeys.notHeard':
    'Kein Tastenkürzel hat Dialdesk erreicht. Prüfen Sie, ob Ihr Desktop die Tasten bestätigt hat.',
  'hotkeys.registered': 'Registriert.',
  'hotkeys.notRegistered': 'Nicht registriert.',
  'hotkeys.needsModifier.mac':
    'Fügen Sie ⌘, ⌃ oder ⌥ hinzu: Ein Tastenkürzel ohne diese Tasten würde die Taste allen anderen Apps wegnehmen.',
  'hotkeys.needsModifier.pc':
    'Fügen Sie Strg oder Alt hinzu: Ein Tastenkürzel ohne diese Tasten würde die Taste allen anderen Apps wegnehmen.',
  'hotkeys.key.ctrl': 'Strg',
  'hotkeys.key.win': 'Win',
  'hotkeys.key.alt': 'Alt',
  'hotkeys.key.shift': 'Umschalt',
  'hotkeys.key.space': 'Leertaste',
  'hotkeys.key.enter': 'Eingabe',
  'hotkeys.key.backspace': 'Rücktaste',
  'hotkeys.key.delete': 'Entf',
  'hotkeys.key.insert': 'Einfg',
  'hotkeys.key.home': 'Pos1',
  'hotkeys.key.end': 'Ende',
  'hotkeys.key.pageUp': 'Bild auf',
  'hotkeys.key.pageDown': 'Bild ab',
  'hotkeys.key.up': 'Nach oben',
  'hotkeys.key.down': 'Nach unten',
  'hotkeys.key.left': 'Nach links',
  'hotkeys.key.right': 'Nach rechts',

  'updates.checking': 'Suche nach Updates…',
  'updates.check': 'Nach Updates suchen…',
  'updates.checkFailed': 'Suche nach Updates fehlgeschlagen',

  'keys.pbx.label': 'Telefonanlagen-Schlüssel',
  'keys.pbx.hint':
    'Damit kann Dialdesk für Anrufe Ihre Nebenstelle klingeln lassen und Ihren Anrufverlauf, Ihre Mailbox und Ihre Aufzeichnungen lesen. Ihr Anbieter nennt ihn eventuell API-Schlüssel. Sie finden ihn in den API-Einstellungen Ihrer Telefonanlage, oder fragen Sie Ihren Administrator.',
  'keys.pbx.clear': 'Telefonanlagen-Schlüssel entfernen',
  'keys.lookup.label': 'Abfrage-Schlüssel',
  'keys.lookup.hint':
    'Damit kann Dialdesk Nummern abfragen (Anschlussart, Netzbetreiber, Ort und ob die Nummer auf einer Sperrliste steht); eine Abfrage kann berechnet werden. Ihr Anbieter nennt ihn eventuell Schlüssel des Haupt-SIP-Kontos. Sie finden ihn auf der Kontoseite Ihres Abfrageanbieters.',
  'keys.lookup.clear': 'Abfrage-Schlüssel entfernen',
  'keys.set': 'hinterlegt',
  'keys.notSet': 'nicht hinterlegt',
  'keys.notRead': 'nicht gelesen',
  'keys.replacePlaceholder': 'Neuen Schlüssel zum Ersetzen eingeben',
  'keys.pastePlaceholder': 'Schlüssel einfügen',
  'keys.clear': 'Entfernen',
  'keys.kept': 'Wird im Schlüsselbund des Systems aufbewahrt und nie wieder angezeigt.',
  'keys.keptOnceSaved':
    'Wird im Schlüsselbund des Systems aufbewahrt, sobald die Konto-ID gespeichert ist, und nie wieder angezeigt.',
  'keys.otherHost':
    'Die Adresse verweist jetzt auf einen anderen Host: Der Schlüssel für diesen Host muss erneut eingegeben werden.',

  'form.saving': 'Wird gespeichert…',
  'form.cancel': 'Abbrechen',
  'form.saved': 'Gespeichert.',
  'form.couldNotSave': 'Speichern fehlgeschlagen',
  'form.fixMarked': {
    one: 'Es wurde nichts gespeichert: Korrigieren Sie das markierte Feld.',
    other: 'Es wurde nichts gespeichert: Korrigieren Sie die markierten Felder.',
  },

  'accounts.title': 'Konten',
  'accounts.intro':
    'Dialdesk zeigt jeweils ein Konto an. Wechseln Sie hier oder über das oben angezeigte Konto.',
  'accounts.added':
    '{name} wird jetzt verwendet. Geben Sie unten unter „Ihre Telefonanlage“ den Telefonanlagen-Schlüssel ein, um das Konto zu verbinden.',
  'accounts.dismiss': 'Schließen',
  'accounts.inUse': 'Aktiv',
  'accounts.use': 'Verwenden',
  'accounts.use.label': '{name} verwenden',
  'accounts.switching': 'Wird gewechselt…',
  'accounts.switchingTo': 'Wechsel zu {name}…',
  'accounts.rename': 'Umbenennen',
  'accounts.rename.label': '{name} umbenennen',
  'accounts.rename.save': 'Name speichern',
  'accounts.remove': 'Entfernen',
  'accounts.remove.label': '{name} entfernen',
  'accounts.remove.title': '{name} entfernen?',
  'accounts.remove.what':
    'Die Schlüssel des Kontos werden aus dem Schlüsselbund des Systems gelöscht, und die Kopie des Anrufverlaufs, die Mailbox-Daten, die letzten Anrufe und die Abfragen werden von diesem Computer gelöscht. Anrufe und Sprachnachrichten in der Telefonanlage bleiben unverändert.',
  'accounts.removing': 'Wird entfernt…',
  'accounts.removeFailed': 'Entfernen fehlgeschlagen',
  'accounts.name.label': 'Name',
  'accounts.watchVoicemail': 'Mailbox auch prüfen, während ein anderes Konto verwendet wird',
  'accounts.voicemailProblem': 'Die Mailbox konnte nicht geprüft werden: {problem}',
  'accounts.unheard': {
    one: '{count} ungehörte Sprachnachricht.',
    other: '{count} ungehörte Sprachnachrichten.',
  },
  'accounts.unheardShort': { one: '{count} ungehört', other: '{count} ungehört' },
  'accounts.facts.accountAt': 'Konto {accountId} unter {host}',
  'accounts.facts.account': 'Konto {accountId}',
  'accounts.facts.at': 'Unter {host}',
  'accounts.facts.noAddress': 'Noch keine Adresse',
  'accounts.facts.extension': 'Nst.\u00a0{extension}',
  'accounts.extension': 'Nst. {extension}',
  'accounts.noExtension': 'noch keine Nebenstelle',
  'accounts.demo': 'Demo',
  'accounts.demo.detail': 'Erfundene Anrufe',
  'accounts.switcher.inUse': 'Verwendetes Konto:',
  'accounts.tooltip.ringsAt':
    'Anrufe klingeln zuerst auf Nebenstelle {extension} (Konto {name} unter {host}).',
  'accounts.tooltip.rings': 'Anrufe klingeln zuerst auf Nebenstelle {extension} (Konto {name}).',
  'accounts.tooltip.noExtensionAt':
    '{name} unter {host}: noch keine Nebenstelle, daher wird die Demo verwendet.',
  'accounts.tooltip.noExtension': '{name}: noch keine Nebenstelle, daher wird die Demo verwendet.',
  'accounts.add.button': 'Konto hinzufügen',
  'accounts.add.title': 'Konto hinzufügen',
  'accounts.add.intro':
    'Nach dem Hinzufügen ist es das verwendete Konto, und Sie geben unten unter „Ihre Telefonanlage“ seine Schlüssel ein.',
  'accounts.add.nameLegend': 'Name des Kontos',
  'accounts.add.namePlaceholder': 'Acme Empfang',
  'accounts.add.nameHint': 'So heißt das Konto in Dialdesk in der Kontoliste und in Benachrichtigungen.',
  'accounts.add.pbxKeyLater': 'Den Telefonanlagen-Schlüssel geben Sie ein, sobald das Konto hinzugefügt ist.',
  'accounts.add.lookupKeyLater':
    'Den Abfrage-Schlüssel (falls vorhanden) geben Sie ein, sobald das Konto hinzugefügt ist.',
  'accounts.adding': 'Wird hinzugefügt…',
  'accounts.addFailed': 'Hinzufügen fehlgeschlagen',
  // ─── Tray, notifications, dialogs, updates ───
  'tray.call': '{number} anrufen',
  'tray.callNothing': 'Anrufen: keine Nummer in der Zwischenablage',
  'tray.lookUp': '{number} abfragen',
  'tray.lookUpNothing': 'Abfragen: keine externe Nummer in der Zwischenablage',
  'tray.recentCalls': 'Letzte Anrufe',
  'tray.favourites': 'Favoriten',
  'tray.accounts': 'Konten',
  'tray.demo': 'Demo',
  'tray.unnamedAccount': 'Unbenanntes Konto',
  'tray.accountExtension': 'Nst. {extension}',
  'tray.accountUnheard': { one: '{count} ungehört', other: '{count} ungehört' },
  'tray.history': 'Verlauf',
  'tray.callBack': 'Zurückrufen',
  'tray.callBackCount': { one: 'Zurückrufen ({count})', other: 'Zurückrufen ({count})' },
  'tray.voicemail': 'Mailbox',
  'tray.voicemailUnheard': { one: 'Mailbox ({count} ungehört)', other: 'Mailbox ({count} ungehört)' },
  'tray.open': 'Dialdesk öffnen',
  'tray.quickDial': 'Schnellwahl…',
  'tray.settings': 'Einstellungen…',
  'tray.checkForUpdates': 'Nach Updates suchen…',
  'tray.updatesManaged': 'Updates werden von Ihrer Organisation verwaltet',
  'tray.quit': 'Dialdesk beenden',
  'tray.toolTipAccount': 'Dialdesk – {account}',
  'tray.toolTipNews': '{app}: {news}',
  'tray.toolTipVoicemail': { one: 'Mailbox ({count} ungehört)', other: 'Mailbox ({count} ungehört)' },
  'tray.toolTipCallBack': { one: '{count} zurückzurufen', other: '{count} zurückzurufen' },
  'tray.toolTipBoth': '{voicemail}, {callBack}',

  'menu.view': 'Darstellung',
  'menu.actualSize': 'Originalgröße',
  'menu.zoomIn': 'Vergrößern',
  'menu.zoomOut': 'Verkleinern',
  'menu.about': 'Über Dialdesk',
  'menu.services': 'Dienste',
  'menu.hide': 'Dialdesk ausblenden',
  'menu.hideOthers': 'Andere ausblenden',
  'menu.showAll': 'Alle einblenden',
  'menu.quit': 'Dialdesk beenden',
  'menu.edit': 'Bearbeiten',
  'menu.undo': 'Widerrufen',
  'menu.redo': 'Wiederholen',
  'menu.cut': 'Ausschneiden',
  'menu.copy': 'Kopieren',
  'menu.paste': 'Einsetzen',
  'menu.selectAll': 'Alles auswählen',
  'menu.window': 'Fenster',
  'menu.minimize': 'Im Dock ablegen',
  'menu.zoom': 'Zoomen',
  'menu.front': 'Alle nach vorne bringen',

  'dialog.saveAudioTitle': 'Audio speichern',
  'dialog.audioFiles': 'Audiodateien',
  'dialog.exportHistoryTitle': 'Anrufverlauf exportieren',
  'dialog.csvFiles': 'CSV',

  'notify.calling': '{number} wird angerufen',
  'notify.callNotPlaced': 'Anruf nicht getätigt',
  'notify.callMayRing': 'Der Anruf kann noch klingeln',
  'notify.callMayRingBody':
    '{reason} Ihr Telefon kann noch klingeln: Warten Sie darauf, bevor Sie erneut anrufen.',
  'notify.notADialLink': 'Dieser Link enthält keine Nummer, die Dialdesk wählen kann: {link}',
  'notify.lookupTitle': 'Abfrage: {number}',
  'notify.lookupNoDetails': 'Der Abfragedienst kennt keine Details zu dieser Nummer.',
  'notify.lookupDoNotCall': 'Achtung: auf der Sperrliste.',
  'notify.lookupClick': 'Zum Öffnen in Dialdesk klicken.',
  'notify.lookupFailed': 'Abfrage fehlgeschlagen',
  'notify.switchFailed': 'Dialdesk konnte nicht zu {account} wechseln',
  'notify.switchFailedDemo': 'Dialdesk konnte nicht zur Demo wechseln',
  'notify.switchFailedUnnamed': 'Dialdesk konnte nicht zu diesem Konto wechseln',
  'notify.accountsListRepaired': 'Ihre Kontenliste musste repariert werden',
  'notify.loginItemFailed': 'Start bei der Anmeldung wurde nicht geändert',
  'notify.voicemailNew': 'Neue Sprachnachricht',
  'notify.voicemailNewFor': 'Neue Sprachnachricht für {account}',
  'notify.voicemailMany': {
    one: '{count} neue Sprachnachricht',
    other: '{count} neue Sprachnachrichten',
  },
  'notify.voicemailManyFor': {
    one: '{count} neue Sprachnachricht für {account}',
    other: '{count} neue Sprachnachrichten für {account}',
  },
  'notify.voicemailListen': 'Öffnen Sie Dialdesk, um sie anzuhören.',
  'notify.voicemailFrom': 'Von {caller}',
  'notify.voicemailFromUnknown': 'Von einem unbekannten Anrufer',
  'notify.voicemailFromUnknownLength': 'Von einem unbekannten Anrufer, {length}',
  'notify.missedCall': 'Verpasster Anruf',
  'notify.missedFrom': 'Von {caller}, {time}',
  'notify.missedFromUnknown': 'Von einem unbekannten Anrufer, {time}',
  'notify.callBack': 'Zurückrufen',
  'notify.done': 'Erledigt',
  'notify.callBackNotDone': 'Konnte nicht als erledigt markiert werden',
  'notify.missedMany': { one: '{count} verpasster Anruf', other: '{count} verpasste Anrufe' },
  'notify.missedManyBody': 'Der letzte um {time}. Klicken Sie, um sie in Dialdesk anzuzeigen.',
  'notify.accessibilityTitle': 'Dialdesk das Lesen Ihrer Markierung erlauben',
  'notify.accessibilityBody':
    'Um eine markierte Nummer anzurufen, benötigt Dialdesk die Berechtigung für Bedienungshilfen unter Systemeinstellungen › Datenschutz & Sicherheit. Bis dahin ruft das Tastenkürzel an, was Sie kopiert haben. Klicken Sie, um die Einstellungen zu öffnen.',
  'notify.selectionUnavailableTitle': 'Das Tastenkürzel nutzt die Zwischenablage',
  'notify.selectionUnavailableBody':
    'Dialdesk kann auf diesem Computer keine Markierungen lesen: Kopieren Sie zuerst die Nummer und drücken Sie dann das Tastenkürzel.',
  'notify.clipboardNotRestoredTitle': 'Ihre Zwischenablage wurde geändert',
  'notify.clipboardNotRestoredBody':
    'Dialdesk hat Ihre Markierung zum Lesen kopiert und konnte den vorherigen Inhalt der Zwischenablage nicht wiederherstellen.',

  'hotkey.off': 'Ausgeschaltet.',
  'hotkey.notAccepted':
    '{shortcut} ist kein Tastenkürzel, das dieses System akzeptiert: Wählen Sie ein anderes.',
  'hotkey.taken':
    'Eine andere App oder das System verwendet {shortcut} bereits: Wählen Sie ein anderes Tastenkürzel.',
  'hotkey.sameAsCall':
    '{shortcut} ist bereits das Tastenkürzel zum Anrufen der Markierung: Wählen Sie ein anderes.',
  'hotkey.sameAsLookup':
    '{shortcut} ist bereits das Tastenkürzel zum Abfragen der Markierung: Wählen Sie ein anderes.',

  'shell.couldNotStart': 'Dialdesk konnte nicht gestartet werden',
  'shell.autostartComment': 'Anrufen per Klick, Mailbox und Nummernabfrage',
  'shell.demoPortInvalid':
    '{variable} ist gesetzt, aber keine Portnummer von 1 bis 65535: Entfernen Sie die Variable, um die integrierte Demo zu verwenden.',

  'update.checkTitle': 'Suche nach Updates',
  'update.developmentRun':
    'Dieses Dialdesk ist ein Entwicklungsbuild: Nur ein installiertes Dialdesk sucht nach Updates.',
  'update.noUpdateAddress': 'Dieser Build sucht nicht nach Updates: Er wurde ohne Update-Adresse erstellt.',
  'update.managedByOrganization':
    'Ihre Organisation verwaltet die Updates auf diesem Computer: Dialdesk sucht nicht selbst danach.',
  'update.upToDate': 'Dialdesk {version} ist auf dem neuesten Stand.',
  'update.availableTitle': 'Dialdesk {version} ist verfügbar',
  'update.downloadFromPage': 'Laden Sie es von der Release-Seite herunter.',
  'update.download': 'Herunterladen',
  'update.availableToDownload':
    'Dialdesk {version} ist verfügbar: Laden Sie es von der Release-Seite herunter.',
  'update.availableDownloading':
    'Dialdesk {version} ist verfügbar: Es wird heruntergeladen, und Dialdesk bietet einen Neustart an, sobald es bereit ist.',
  'update.restartToUpdate': 'Neu starten, um auf {version} zu aktualisieren',
  'update.restart': 'Neu starten',
  'update.installOnQuit': 'Dialdesk {version} wird beim Beenden installiert',
  'update.busyConfirmation': 'Ein Anruf wartet auf Ihre Bestätigung.',
  'update.busyRecentCall':
    'Sie haben in den letzten zehn Minuten einen Anruf getätigt, der noch andauern könnte.',
  'update.notUpdated': 'Dialdesk wurde nicht aktualisiert',
  'update.checkFailed': 'Die Suche nach Updates ist fehlgeschlagen: {reason}',
  'update.refusedNotNewer':
    'Der Update-Server hat ein zweites Mal mit Version {version} geantwortet, die nicht neuer ist als dieses Dialdesk ({current}); daher wurde nichts heruntergeladen.',
  'update.refusedPrerelease':
    'Der Update-Server bietet Version {version} an, eine Testversion, aber dieses Dialdesk nimmt nur stabile Versionen an; daher wurde nichts heruntergeladen.',
  'update.refusedChannel':
    'Der Update-Server bietet Version {version} an, die nicht zum Kanal {channel} gehört, dem dieses Dialdesk folgt; daher wurde nichts heruntergeladen.',
  'update.refusedElsewhere':
    'Der Update-Feed nennt eine Datei außerhalb des Update-Ordners von Dialdesk ({address}). Dialdesk lädt Updates nur von {folder} herunter, daher wurde nichts heruntergeladen.',
  'update.badVersion':
    'Die Version dieses Builds ({version}) ist keine Versionsnummer und kann daher nicht mit der des Update-Servers verglichen werden.',
  'update.feedNotFound':
    'Der Update-Feed konnte nicht gelesen werden: {host} hat keine Datei {file} (HTTP {status}). Prüfen Sie die Adresse des Update-Servers.',
  'update.httpStatus': 'Der Update-Server ist nicht erreichbar: {host} antwortete mit HTTP {status}.',
  'update.feedTooLarge':
    'Der Update-Feed konnte nicht gelesen werden: {file} ist größer als {size} Byte und daher kein Feed.',
  'update.timedOut':
    'Der Update-Server ist nicht erreichbar: {host} hat nicht innerhalb von {seconds} Sekunden geantwortet.',
  'update.refused': 'Der Update-Server ist nicht erreichbar: {host} hat die Verbindung abgelehnt.',
  'update.hostNotFound': 'Der Update-Server ist nicht erreichbar: Der Host {host} wurde nicht gefunden.',
  'update.secureConnectionCode':
    'Der Update-Server ist nicht erreichbar: Die sichere Verbindung zu {host} ist fehlgeschlagen ({code}).',
  'update.secureConnection':
    'Der Update-Server ist nicht erreichbar: Die sichere Verbindung zu {host} ist fehlgeschlagen (Zertifikat).',
  'update.offline': 'Der Update-Server ist nicht erreichbar: Der Computer scheint offline zu sein.',
  'update.connectionClosed':
    'Der Update-Server ist nicht erreichbar: Die Verbindung zu {host} wurde geschlossen, bevor die Antwort vollständig war.',
  'update.requestFailed':
    'Der Update-Server ist nicht erreichbar: Die Anfrage an {host} ist fehlgeschlagen ({reason}).',
  'update.requestFailedNoReason':
    'Der Update-Server ist nicht erreichbar: Die Anfrage an {host} ist fehlgeschlagen (ohne Angabe eines Grundes).',
  'update.feedUnreadable': 'Der Update-Feed konnte nicht gelesen werden: {reason}',
  'update.feedNoFiles': 'Der Update-Feed konnte nicht gelesen werden: Er enthält keine Installationsdateien.',
  'update.feedNotYaml':
    'Der Update-Feed konnte nicht gelesen werden: Er ist kein gültiges YAML ({reason} in Zeile {line}).',
  'update.feedNotFeed':
    'Der Update-Feed konnte nicht gelesen werden: Die Datei ist kein Update-Feed. Prüfen Sie die Adresse des Update-Servers.',
  'update.feedUnexpected': 'Der Update-Feed konnte nicht gelesen werden: Er hat nicht die erwarteten Felder.',
  'update.feedFieldMissing': 'Der Update-Feed konnte nicht gelesen werden: {field} fehlt.',
  'update.feedFieldNotHash':
    'Der Update-Feed konnte nicht gelesen werden: {field} ist kein Base64-codierter SHA-512-Hash.',
  'update.feedFieldNotFileName': 'Der Update-Feed konnte nicht gelesen werden: {field} ist kein Dateiname.',
  'update.feedFieldEmpty': 'Der Update-Feed konnte nicht gelesen werden: {field} ist leer.',
  'update.feedFieldNotBytes': 'Der Update-Feed konnte nicht gelesen werden: {field} ist keine Byteanzahl.',
  'update.feedFieldNotFileEntry':
    'Der Update-Feed konnte nicht gelesen werden: {field} ist kein Dateieintrag.',
  'update.feedFieldNotNotes':
    'Der Update-Feed konnte nicht gelesen werden: {field} ist weder Text noch eine Liste von Hinweisen.',
  'update.feedFieldNotVersion':
    'Der Update-Feed konnte nicht gelesen werden: {field} ist keine Versionsnummer wie 1.4.0.',
  'update.feedFieldNotFileList':
    'Der Update-Feed konnte nicht gelesen werden: {field} ist keine Liste von Dateien.',
  'update.feedFieldNotDate': 'Der Update-Feed konnte nicht gelesen werden: {field} ist kein Datum.',
  'update.errorChecksum':
    'Das Update wurde nicht installiert: Die heruntergeladene Datei stimmt nicht mit dem SHA-512-Hash aus dem Update-Feed überein und wurde daher möglicherweise unterwegs beschädigt oder manipuliert. Sie wurde gelöscht.',
  'update.errorUnsignedVersion':
    'Das Update wurde nicht installiert: Version {version} ist nicht vom Herausgeber von Dialdesk signiert und stammt daher möglicherweise nicht von ihm.',
  'update.errorUnsigned':
    'Das Update wurde nicht installiert: Die neue Version ist nicht vom Herausgeber von Dialdesk signiert und stammt daher möglicherweise nicht von ihm.',
  'update.errorWindowsSignatureCheck':
    'Das Update wurde nicht installiert: Windows konnte die Signatur der neuen Version nicht prüfen, daher wurde ihr nicht vertraut.',
  'update.errorMacUnsignedApp':
    'Das Update wurde nicht installiert: Diese Kopie von Dialdesk ist nicht signiert, und macOS installiert Updates nur in signierte Apps.',
  'update.errorMacSignatureInvalid':
    'Das Update wurde nicht installiert: Die Signatur der neuen Version hat die Prüfung durch macOS nicht bestanden; sie stammt daher möglicherweise nicht vom Herausgeber von Dialdesk.',
  'update.errorFeedUnreadable':
    'Das Update wurde nicht installiert: Der Update-Feed konnte nicht gelesen werden.',
  'update.errorFeedVersion':
    'Das Update wurde nicht installiert: Der Update-Feed enthält keine gültige Versionsnummer.',
  'update.errorNoChecksum':
    'Das Update wurde nicht installiert: Der Update-Feed enthält keinen Hash für das Installationsprogramm, daher konnte es nicht geprüft werden.',
  'update.errorNoInstaller':
    'Das Update wurde nicht installiert: Der Update-Feed nennt kein Installationsprogramm.',
  'update.errorNoMacZip':
    'Das Update wurde nicht installiert: Das Release enthält kein macOS-ZIP, aus dem Updates installiert werden. Laden Sie es stattdessen von der Release-Seite herunter.',
  'update.errorNoFeedNamed':
    'Das Update wurde nicht installiert: Der Update-Server hat keinen Update-Feed ({feed}) für diesen Computer.',
  'update.errorNoFeed':
    'Das Update wurde nicht installiert: Der Update-Server hat keinen Update-Feed für diesen Computer.',
  'update.errorMissingFile':
    'Das Update wurde nicht installiert: Auf dem Update-Server fehlt die Datei {file}; das Release ist möglicherweise unvollständig. Dialdesk versucht es später erneut.',
  'update.errorMissingFileUnnamed':
    'Das Update wurde nicht installiert: Auf dem Update-Server fehlt eine benötigte Datei; das Release ist möglicherweise unvollständig. Dialdesk versucht es später erneut.',
  'update.errorServerStatus':
    'Das Update wurde nicht installiert: Der Update-Server hatte ein Problem (HTTP {status}). Dialdesk versucht es später erneut.',
  'update.errorServer':
    'Das Update wurde nicht installiert: Der Update-Server hatte ein Problem. Dialdesk versucht es später erneut.',
  'update.errorUnreachable':
    'Das Update wurde nicht installiert: Der Update-Server war nicht erreichbar. Dialdesk versucht es später erneut.',
  'update.errorCertificate':
    'Das Update wurde nicht installiert: Dem Zertifikat des Update-Servers wurde nicht vertraut, daher wurde nichts von ihm heruntergeladen.',
  'update.errorNotAppImage':
    'Das Update wurde nicht installiert: Diese Kopie von Dialdesk läuft nicht aus einer AppImage-Datei, die ersetzt werden könnte.',
  'update.errorDiskFull':
    'Das Update wurde nicht installiert: Für den Download ist nicht genug freier Speicherplatz vorhanden.',
  'update.errorCannotWrite':
    'Das Update wurde nicht installiert: Dialdesk darf nicht in seinen Installationsordner schreiben.',
  'update.errorOther': 'Das Update wurde nicht installiert: {reason}',
  'update.errorNoReason': 'Das Update wurde nicht installiert: Das Update-Programm hat keinen Grund genannt.',
  // ─── Main's services ───
  // ---- the HTTP clients: what was being done ---------------------------------------------------------
  'api.errorDuring': '{operation}: {detail}',
  'api.operation.prepareRequest': 'Anfrage vorbereiten',
  'api.operation.setUpPbxClient': 'Telefonanlagen-Client einrichten',
  'api.operation.setUpLookupClient': 'Abfrage-Client einrichten',
  'api.operation.placeCall': 'Anruf tätigen',
  'api.operation.listCallHistory': 'Anrufverlauf auflisten',
  'api.operation.openCallRecord': 'Anrufdatensatz öffnen',
  'api.operation.listRecordings': 'Anrufaufzeichnungen auflisten',
  'api.operation.downloadRecording': 'Aufzeichnung herunterladen',
  'api.operation.listVoicemail': 'Mailbox auflisten',
  'api.operation.openVoicemail': 'Sprachnachricht öffnen',
  'api.operation.lookUpNumber': 'Nummer abfragen',

  // ---- the HTTP clients: refused before sending ------------------------------------------------------
  'api.pbxKeyEmpty': 'Der API-Schlüssel der Telefonanlage ist leer.',
  'api.lookupKeyEmpty': 'Der Schlüssel des Haupt-SIP-Kontos ist leer.',
  'api.rule.page': '{name} muss eine ganze Zahl ab 0 sein.',
  'api.rule.orderBy': 'orderBy muss die Form „start_epoch desc“ haben.',
  'api.rule.range': 'Beginn und Ende des Zeitraums müssen jeweils Datum und Uhrzeit sein.',
  'api.rule.extension': 'Die Nebenstelle muss aus Ziffern (und * oder #) bestehen.',
  'api.rule.destination': 'Das Ziel muss aus Ziffern bestehen, optional mit + am Anfang.',
  'api.rule.lookupNumber': 'Die Nummer muss aus 2 bis 20 Ziffern bestehen, optional mit + am Anfang.',
  'api.rule.recordId': 'Die Datensatz-ID {rule}.',
  'api.recordId.notText': 'ist kein Text',
  'api.recordId.empty': 'ist leer',
  'api.recordId.tooLong': 'ist länger als {max} Zeichen',
  'api.recordId.pathStep': 'ist ein Pfadschritt, keine ID',
  'api.recordId.badCharacter':
    'enthält ein Zeichen, das in einer ID nicht vorkommen darf (/, \\, ?, # oder %)',
  'api.recordId.spaces': 'enthält Leer- oder Steuerzeichen',

  // ---- the HTTP clients: addresses -------------------------------------------------------------------
  'api.accountIdEmpty': 'Die Konto-ID ist leer.',
  'api.accountIdBadCharacter':
    'Die Konto-ID „{id}“ enthält „{char}“, was in einem Hostnamen nicht vorkommen darf. Verwenden Sie die Buchstaben, Ziffern und Bindestriche der ID, die Ihr Anbieter vergeben hat, oder legen Sie eine vollständige Basis-URL fest.',
  'api.accountIdSpace':
    'Die Konto-ID „{id}“ enthält ein Leerzeichen, was in einem Hostnamen nicht vorkommen darf. Verwenden Sie die Buchstaben, Ziffern und Bindestriche der ID, die Ihr Anbieter vergeben hat, oder legen Sie eine vollständige Basis-URL fest.',
  'api.accountIdNotHost':
    'Die Konto-ID „{id}“ kann kein Hostname sein (höchstens 63 Zeichen, ohne Bindestrich am Anfang oder Ende). Legen Sie stattdessen eine vollständige Basis-URL fest.',
  'api.domainNotHost':
    'Die Domain „{domain}“ ist kein Hostname. Geben Sie sie in der Form pbx.example.com ein (ohne https://, ohne Pfad) oder legen Sie eine vollständige Basis-URL fest.',
  'api.baseUrlInvalid':
    'Die Basis-URL {rule}. Geben Sie sie in der Form https://pbx.example.com/app/api/7 ein.',
  'api.urlRule.tooLong': 'ist länger als {max} Zeichen',
  'api.urlRule.notUrl': 'ist keine URL',
  'api.urlRule.httpsOrThisComputer':
    'muss mit https:// beginnen (http:// nur für diesen Computer: localhost, 127.0.0.1 oder [::1])',
  'api.urlRule.https': 'muss mit https:// beginnen',
  'api.urlRule.credentials':
    'darf keinen Benutzernamen und kein Passwort enthalten (Schlüssel gehören in die Schlüsselfelder)',
  'api.urlRule.queryOrFragment': 'darf kein ? oder # enthalten',

  // ---- the HTTP clients: what the server answered ----------------------------------------------------
  'api.httpStatus': 'Der Server antwortete mit HTTP {status}. {hint}',
  'api.httpStatusWithExcerpt': 'Der Server antwortete mit HTTP {status} („{excerpt}“). {hint}',
  'api.pbxHint.unauthorized':
    'Die Telefonanlage hat den API-Schlüssel abgelehnt: Prüfen Sie den Telefonanlagen-Schlüssel {where}.',
  'api.pbxHint.forbidden':
    'Das API-Konto ist für diese Nebenstelle, diesen Datensatz oder diese Mailbox nicht berechtigt: Wenden Sie sich an den Administrator Ihrer Telefonanlage.',
  'api.pbxHint.notFound':
    'Nicht gefunden: Das Element existiert möglicherweise nicht mehr, oder diese Installation bietet die Funktion nicht an.',
  'api.pbxHint.serverError': 'Die Telefonanlage hatte ein Problem: Versuchen Sie es gleich noch einmal.',
  'api.pbxHint.other': 'Die Telefonanlage hat die Anfrage abgelehnt.',
  'api.lookupHint.unauthorized':
    'Der Abfragedienst hat den Schlüssel abgelehnt: Prüfen Sie den Schlüssel des Haupt-SIP-Kontos {where}.',
  'api.lookupHint.serverError': 'Der Abfragedienst hatte ein Problem: Versuchen Sie es gleich noch einmal.',
  'api.lookupHint.other': 'Der Abfragedienst hat die Anfrage abgelehnt.',
  'api.rateLimited': 'Zu viele Anfragen: Warten Sie {wait} und versuchen Sie es dann erneut.',
  'api.rateLimitedNoWait': 'Zu viele Anfragen: Warten Sie eine Weile und versuchen Sie es dann erneut.',
  'api.wait.seconds': { one: '{count} Sek.', other: '{count} Sek.' },
  'api.wait.minutes': { one: '{count} Min.', other: '{count} Min.' },
  'api.wait.hours': { one: '{count} Std.', other: '{count} Std.' },
  'api.pbxRedirect':
    'Die Telefonanlage antwortete mit einer Weiterleitung an eine andere Adresse; prüfen Sie die Basis-URL {where}.',
  'api.lookupRedirect':
    'Der Abfragedienst antwortete mit einer Weiterleitung an eine andere Adresse; prüfen Sie die Abfrage-URL {where}.',
  'api.unexpectedContentType': 'Der Server hat {contentType} gesendet. {detail}',
  'api.noContentType': 'Der Server hat eine Antwort ohne Inhaltstyp gesendet. {detail}',
  'api.expected.dataNotWebPage':
    'Das ist eine Webseite, keine API-Daten: Prüfen Sie, ob die Basis-URL auf /app/api/7 endet und die API für das Konto aktiviert ist.',
  'api.expected.jsonOrXml': 'Erwartet wurden JSON- oder XML-Daten.',
  'api.expected.audio': 'Erwartet wurde Audio, oder Base64-Audio in JSON oder Text.',
  'api.expected.lookupJson': 'Erwartet wurde ein Abfrageergebnis in JSON.',
  'api.expected.callReplyNotWebPage':
    'Das ist eine Webseite, keine API-Antwort: Der Anruf wurde möglicherweise getätigt, möglicherweise auch nicht. Prüfen Sie Ihr Telefon und dann die Basis-URL {where}.',
  'api.tooLarge':
    'Die Antwort ist größer als {bytes} Byte, das Maximum, das diese App annimmt; fordern Sie weniger Datensätze auf einmal an.',
  'api.tooDeep': 'Die Antwort verschachtelt Daten tiefer als {levels} Ebenen, was kein Datensatz tut.',
  'api.invalidJson': 'Die Antwort gibt sich als JSON aus, ist aber kein gültiges JSON („{excerpt}“).',
  'api.invalidXml': 'Die Antwort gibt sich als XML aus, ist aber nicht wohlgeformt („{excerpt}“).',
  'api.notJsonObject': 'Die Antwort ist kein JSON-Objekt.',
  'api.lookupFieldNotText': 'Das Feld {field} des Abfrageergebnisses ist kein Text.',
  'api.lookupResultNotText': 'Das Abfrageergebnis enthält ein Feld, das kein Text ist.',
  'api.lookupFailed': 'Der Abfragedienst antwortete mit Code {code}: {message}',
  'api.lookupFailedNoCode': 'Der Abfragedienst antwortete ohne Code: {message}',
  'api.lookupFailedNoMessage': 'Der Abfragedienst antwortete mit Code {code}: keine Meldung',
  'api.lookupFailedNothing': 'Der Abfragedienst antwortete ohne Code: keine Meldung',
  'api.lookupType': 'Typ {type}',
  'api.pbxRefused': 'Die Telefonanlage hat abgelehnt: {reason}',
  'api.serverFailure': 'Der Server meldete einen Fehler: {reason}',
  'api.failureWithoutReason': 'Der Server meldete einen Fehler ohne Angabe eines Grundes',
  'api.noList.fields':
    'In der Antwort wurde keine Liste von Datensätzen gefunden (sie enthält die Felder: {fields}).',
  'api.noList.value':
    'In der Antwort wurde keine Liste von Datensätzen gefunden (sie enthält einen Wert vom Typ {type}).',
  'api.noRecordObjects.fields':
    'In der Antwort wurden keine Datensätze (Objekte) gefunden (sie enthält die Felder: {fields}).',
  'api.noRecordObjects.value':
    'In der Antwort wurden keine Datensätze (Objekte) gefunden (sie enthält einen Wert vom Typ {type}).',
  'api.noRecord.fields':
    'Der Datensatz {id} wurde in der Antwort nicht gefunden (sie enthält die Felder: {fields}).',
  'api.noRecord.value':
    'Der Datensatz {id} wurde in der Antwort nicht gefunden (sie enthält einen Wert vom Typ {type}).',
  'api.recordsWithoutId': 'Die Datensätze haben keine ID (gesucht wurde nach {fields}).',
  'api.base64.textReply': 'Die Textantwort ist kein gültiges Base64.',
  'api.base64.audioField': 'Das Audiofeld ist kein gültiges Base64.',
  'api.base64.field': '{field} ist kein gültiges Base64.',
  'api.noAudioField': 'Die Antwort enthält kein Base64-Audiofeld.',
  'api.notAudio': {
    one: 'Die Antwort ist kein Audio in einem bekannten Format (WAV, MP3, OGG, FLAC, M4A oder WebM): {count} Byte empfangen. Eine Webseite statt Audio bedeutet meist eine Anmeldeseite oder eine falsche Basis-URL.',
    other:
      'Die Antwort ist kein Audio in einem bekannten Format (WAV, MP3, OGG, FLAC, M4A oder WebM): {count} Byte empfangen. Eine Webseite statt Audio bedeutet meist eine Anmeldeseite oder eine falsche Basis-URL.',
  },
  'api.notAudioStarting': {
    one: 'Die Antwort ist kein Audio in einem bekannten Format (WAV, MP3, OGG, FLAC, M4A oder WebM): {count} Byte empfangen, beginnend mit „{start}“. Eine Webseite statt Audio bedeutet meist eine Anmeldeseite oder eine falsche Basis-URL.',
    other:
      'Die Antwort ist kein Audio in einem bekannten Format (WAV, MP3, OGG, FLAC, M4A oder WebM): {count} Byte empfangen, beginnend mit „{start}“. Eine Webseite statt Audio bedeutet meist eine Anmeldeseite oder eine falsche Basis-URL.',
  },

  // ---- the HTTP clients: the network -----------------------------------------------------------------
  'api.timeout':
    '{host} hat nicht innerhalb von {seconds} Sekunden geantwortet. Versuchen Sie es erneut; wenn das wiederholt passiert, ist der Server möglicherweise ausgefallen.',
  'api.network.refused':
    'Keine Verbindung zu {host} möglich (Verbindung abgelehnt). Ist die Adresse richtig?',
  'api.network.notFound':
    'Der Host {host} wurde nicht gefunden. Prüfen Sie die Konto-ID und die Domain sowie Ihr Netzwerk.',
  'api.network.secure':
    'Die sichere Verbindung zu {host} ist fehlgeschlagen ({code}). Prüfen Sie die Adresse oder den Proxy Ihres Netzwerks.',
  'api.network.certificate':
    'Die sichere Verbindung zu {host} ist fehlgeschlagen (Zertifikatsproblem). Prüfen Sie die Adresse oder den Proxy Ihres Netzwerks.',
  'api.network.offline': '{host} ist nicht erreichbar: Der Computer scheint offline zu sein.',
  'api.network.closed': 'Die Verbindung zu {host} wurde geschlossen, bevor eine vollständige Antwort ankam.',
  'api.network.failed': 'Die Anfrage an {host} ist fehlgeschlagen ({detail}).',
  'api.callTimeout':
    'Die Telefonanlage hat nicht innerhalb von {seconds} Sekunden geantwortet. Der Anruf kann noch klingeln: Prüfen Sie Ihr Telefon, bevor Sie erneut anrufen.',
  'api.callBrokenAfterSending':
    '{reason} Der Anruf kann noch klingeln: Prüfen Sie Ihr Telefon, bevor Sie erneut anrufen.',

  // ---- connections and keys --------------------------------------------------------------------------
  'connection.testPassedDemo':
    'Mit der Demo-Telefonanlage verbunden: Der Schlüssel wurde akzeptiert, und der Anrufverlauf kann gelesen werden.',
  'connection.testPassed':
    'Mit {host} verbunden: Der Schlüssel wurde akzeptiert, und der Anrufverlauf kann gelesen werden.',
  'connection.lookupUrlMissing': 'Geben Sie {where} die Abfrage-URL ein, um Nummern abzufragen.',
  'connection.lookupUrlInvalid': 'Die Abfrage-URL {rule}.',
  'connection.pbx.noAddress': 'Geben Sie die Konto-ID und die Basis-URL ein (oder Konto-ID und Domain).',
  'connection.lookup.noAddress': 'Geben Sie die Konto-ID und die Abfrage-URL ein.',
  'connection.pbx.unusableKey':
    'Der gespeicherte API-Schlüssel der Telefonanlage enthält Zeichen, die HTTP nicht übertragen kann: Geben Sie ihn {where} erneut ein.',
  'connection.lookup.unusableKey':
    'Der gespeicherte Schlüssel des Haupt-SIP-Kontos enthält Zeichen, die HTTP nicht übertragen kann: Geben Sie ihn {where} erneut ein.',
  'connection.pbx.keyForOtherHost':
    'Der API-Schlüssel der Telefonanlage wurde für einen anderen Host eingegeben und wird daher nicht an {host} gesendet: Geben Sie ihn {where} für diesen Host erneut ein.',
  'connection.lookup.keyForOtherHost':
    'Der Schlüssel des Haupt-SIP-Kontos wurde für einen anderen Host eingegeben und wird daher nicht an {host} gesendet: Geben Sie ihn {where} für diesen Host erneut ein.',
  'connection.pbx.keyMissing':
    'Der API-Schlüssel der Telefonanlage ist nicht hinterlegt: Geben Sie ihn {where} ein. Wenn Sie ihn bereits eingegeben haben, entsperren Sie den Schlüsselbund des Systems.',
  'connection.lookup.keyMissing':
    'Der Schlüssel des Haupt-SIP-Kontos ist nicht hinterlegt: Geben Sie ihn {where} ein. Wenn Sie ihn bereits eingegeben haben, entsperren Sie den Schlüsselbund des Systems.',
  'connection.pbx.saveAccountFirst':
    'Geben Sie zuerst die Konto-ID ein und speichern Sie sie: Der API-Schlüssel der Telefonanlage wird pro Konto gespeichert.',
  'connection.lookup.saveAccountFirst':
    'Geben Sie zuerst die Konto-ID ein und speichern Sie sie: Der Schlüssel des Haupt-SIP-Kontos wird pro Konto gespeichert.',
  'connection.pbx.saveAddressFirst':
    'Geben Sie zuerst die Basis-URL (oder Konto-ID und Domain) ein und speichern Sie sie: Der API-Schlüssel der Telefonanlage gilt nur für diesen Host.',
  'connection.lookup.saveAddressFirst':
    'Geben Sie zuerst die Abfrage-URL ein und speichern Sie sie: Der Schlüssel des Haupt-SIP-Kontos gilt nur für diesen Host.',

  // ---- the keychain ----------------------------------------------------------------------------------
  'secrets.unavailable':
    'Der Schlüsselbund des Systems ist nicht verfügbar, daher kann Dialdesk keine API-Schlüssel speichern oder lesen. {hint} ({detail})',
  'secrets.locked':
    'Der Schlüsselbund des Systems ist gesperrt oder hat den Zugriff verweigert, daher kann Dialdesk keine API-Schlüssel verwenden. {hint} ({detail})',
  'secrets.unavailableHint.linux':
    'Installieren und starten Sie einen Secret Service wie gnome-keyring (Pakete gnome-keyring und libsecret-1-0) oder KWallet und starten Sie Dialdesk dann neu.',
  'secrets.unavailableHint.mac':
    'Öffnen Sie die Schlüsselbundverwaltung, stellen Sie sicher, dass Ihr Schlüsselbund „Anmeldung“ existiert, und starten Sie Dialdesk dann neu.',
  'secrets.unavailableHint.windows':
    'Melden Sie sich mit Ihrem eigenen Benutzerkonto bei Windows an, damit die Windows-Anmeldeinformationsverwaltung verfügbar ist, und starten Sie Dialdesk dann neu.',
  'secrets.unavailableHint.other':
    'Installieren oder starten Sie den Schlüsselbunddienst des Systems und starten Sie Dialdesk dann neu.',
  'secrets.lockedHint.linux':
    'Entsperren Sie Ihren Schlüsselbund (den Standardschlüsselbund „login“, zum Beispiel in „Passwörter und Verschlüsselung“ oder KWallet), bestätigen Sie die Nachfrage des Schlüsselbunds, falls eine erscheint, und versuchen Sie es erneut.',
  'secrets.lockedHint.mac':
    'Entsperren Sie Ihren Schlüsselbund „Anmeldung“ in der Schlüsselbundverwaltung, erlauben Sie Dialdesk den Zugriff, wenn Sie gefragt werden, und versuchen Sie es erneut.',
  'secrets.lockedHint.windows':
    'Entsperren Sie Ihren Schlüsselbund, indem Sie sich mit Ihrem eigenen Benutzerkonto bei Windows anmelden, und versuchen Sie es erneut.',
  'secrets.lockedHint.other':
    'Entsperren Sie Ihren Schlüsselbund, erlauben Sie Dialdesk den Zugriff, wenn Sie gefragt werden, und versuchen Sie es erneut.',
  'secrets.keytarNotLoaded': 'Das Schlüsselbund-Modul keytar konnte nicht geladen werden: {reason}',
  'secrets.invalidKey': 'Dieser API-Schlüssel kann nicht gespeichert werden: {rule}',
  'secrets.keyRule.text': 'Er muss Text sein.',
  'secrets.keyRule.empty': 'Er ist leer.',
  'secrets.keyRule.tooLong': 'Er ist länger als {max} Zeichen.',
  'secrets.keyRule.blank':
    'Er enthält Leerzeichen, Tabulatoren oder Zeilenumbrüche. Kopieren Sie den Schlüssel erneut, ohne den Leerraum davor und dahinter.',
  'secrets.keyRule.notAscii':
    'Er enthält Zeichen, die nicht über HTTP gesendet werden können. Ein API-Schlüssel besteht nur aus den Buchstaben A bis Z, Ziffern und den Satzzeichen einer US-Tastatur.',

  // ---- errors ----------------------------------------------------------------------------------------
  'error.internal':
    'In Dialdesk ist ein interner Fehler aufgetreten ({kind}). Versuchen Sie es erneut; wenn er weiterhin auftritt, starten Sie die App neu.',
  'error.unknownSetting': 'ist keine bekannte Einstellung',
  'error.invalidSettings': 'Ungültige Einstellungen: {problems}',
  'error.fieldProblem': '{field}: {problem}',
  'error.invalidRequest': 'Ungültige Anfrage: {field} {rule}',
  'error.invalidRequestNoDetail': 'Ungültige Anfrage: Das Argument ist ungültig.',
  'error.theArgument': 'das Argument',
  'text.twoSentences': '{first} {second}',
  'place.inSettings': 'in den Einstellungen',
  'place.onThisPage': 'auf dieser Seite',

  // ---- calls -----------------------------------------------------------------------------------------
  'calls.status':
    'Zuerst klingelt Ihre Nebenstelle {extension}; nehmen Sie ab, um mit {number} verbunden zu werden.',
  'calls.statusThenDial':
    'Zuerst klingelt Ihre Nebenstelle {extension}; nehmen Sie ab, um mit {number} verbunden zu werden. Wählen Sie nach dem Verbinden die Nebenstelle {dialAfter}.',
  'calls.enterExtension': 'Geben Sie Ihre Nebenstelle {where} ein: Sie klingelt zuerst.',
  'calls.notPending': 'Dieser Anruf steht nicht mehr aus: Er wurde getätigt, abgebrochen oder ersetzt.',
  'calls.doNotCall':
    '{number} steht auf der Sperrliste: Bestätigen Sie, dass Sie die Nummer anrufen möchten, bevor der Anruf getätigt wird.',
  'calls.outsideHours':
    'Dort, wo {number} klingelt, ist es außerhalb der Anrufzeiten: Bestätigen Sie, dass Sie jetzt anrufen möchten, bevor der Anruf getätigt wird.',
  'hours.endBeforeStart': 'Die Anrufzeiten müssen nach ihrem Beginn enden: Es wurde nichts gespeichert.',
  'calls.mayStillRing':
    'Der Anruf an {number} kann noch klingeln: Die Antwort der Telefonanlage ist nicht angekommen. Prüfen Sie Ihr Telefon, bevor Sie es erneut versuchen.',
  'calls.refusedHttp': 'Die Telefonanlage hat den Anruf an {number} abgelehnt (HTTP {status}).',
  'calls.refusedHttpCode': 'Die Telefonanlage hat den Anruf an {number} abgelehnt (HTTP {status}: {code}).',
  'calls.hint.checkKey': 'Prüfen Sie den Telefonanlagen-Schlüssel {where}.',
  'calls.hint.notAuthorised':
    'Das API-Konto ist möglicherweise nicht für Ihre Nebenstelle berechtigt: Wenden Sie sich an den Administrator Ihrer Telefonanlage.',
  'calls.hint.wait': 'Warten Sie einen Moment, bevor Sie es erneut versuchen.',
  'calls.refused': 'Die Telefonanlage hat den Anruf an {number} abgelehnt.',
  'calls.unreachable':
    'Dialdesk konnte die Telefonanlage nicht erreichen, um {number} anzurufen: Prüfen Sie das Netzwerk und die Basis-URL {where}.',
  'calls.notSendable': '{number} kann nicht als anzurufende Nummer an die Telefonanlage gesendet werden.',
  'calls.unreadableAnswer':
    'Die Antwort der Telefonanlage auf den Anruf an {number} konnte nicht gelesen werden: Prüfen Sie Ihr Telefon, bevor Sie es erneut versuchen.',
  'calls.inProgress':
    'Ein Anruf an {number} wurde gerade erst gestartet, daher wurde dieser nicht gesendet. Warten Sie einige Sekunden und versuchen Sie es dann erneut.',
  'calls.hotkeyNotRegistered': 'Noch nicht registriert.',

  // ---- numbers ---------------------------------------------------------------------------------------
  'numbers.notANumber': '„{text}“ ist keine Nummer: Es gibt nichts anzurufen.',
  'numbers.noNumberIn': '„{text}“ enthält keine Nummer zum Anrufen.',
  'numbers.typeNumber': 'Geben Sie eine Nummer zum Anrufen ein.',
  'numbers.vanity':
    '„{vanity}“ schreibt die Nummer in Buchstaben, Dialdesk wählt aber nur Ziffern: Geben Sie {digits} ein, wenn das die Nummer ist.',
  'numbers.noneFound': 'Keine Telefonnummer zum Anrufen gefunden.',

  // ---- lookups ---------------------------------------------------------------------------------------
  'lookups.noNumber': 'Keine Telefonnummer zum Abfragen gefunden.',
  'lookups.notOutside':
    '{number} ist eine Nebenstelle, ein Funktionscode oder eine lokale Nummer ohne Vorwahl; abfragen lassen sich nur externe Nummern.',
  'lookups.testFacts': 'Die Abfrage funktioniert: {number} ist {facts}.',
  'lookups.testFound': 'Die Abfrage funktioniert: {number} wurde gefunden.',
  'lookups.keyRefused': 'Der Abfragedienst hat den Schlüssel abgelehnt.',
  'lookups.keyAccepted': 'Der Abfragedienst hat den Schlüssel akzeptiert.',

  // ---- saved accounts --------------------------------------------------------------------------------
  'account.demoName': 'Demo',
  'account.defaultName': 'Meine Telefonanlage',
  'account.notSaved':
    'Dieses Konto ist nicht mehr gespeichert: Es wurde entfernt, vielleicht in einem anderen Dialdesk-Fenster.',
  'account.rule.savedId': 'muss die ID eines gespeicherten Kontos sein',
  'account.rule.nameEmpty': 'darf nicht leer sein',
  'account.rule.nameTooLong': 'darf höchstens {max} Zeichen lang sein',
  'account.rule.nameControl': 'darf keine Steuerzeichen enthalten',
  'accountsFile.damage.notJson': 'sie ist abgeschnitten oder kein JSON',
  'accountsFile.damage.tooLarge': 'sie ist weit größer, als eine Kontenliste je wird',
  'accountsFile.damage.wrongShape': 'sie enthält keine Kontenliste, die dieses Dialdesk lesen kann',
  'accountsFile.restored':
    'Die Liste Ihrer Konten konnte nicht gelesen werden ({damage}). Dialdesk hat sie daher aus der Kopie wiederhergestellt, die es aufbewahrt: Alle Konten sind wieder da, mit ihren Schlüsseln und ihrem Verlauf.',
  'accountsFile.restoredMissing':
    'Die Liste Ihrer Konten (accounts.json) fehlte. Dialdesk hat sie daher aus der Kopie wiederhergestellt, die es aufbewahrt: Alle Konten sind wieder da, mit ihren Schlüsseln und ihrem Verlauf.',
  'accountsFile.keptAt':
    'Die Datei, wie sie war, wird als {path} aufbewahrt: Sie können sie löschen, sobald Ihre Konten wieder so sind, wie Sie sie verlassen haben.',
  'accountsFile.notKept': 'Die Datei, wie sie war, konnte nicht beiseitegelegt werden ({cause}).',
  'accountsFile.notRestored':
    'Die Liste Ihrer Konten konnte nicht gelesen werden ({damage}), und Dialdesk hatte keine intakte Kopie davon zum Wiederherstellen.',
  'accountsFile.rebuilt':
    'Das verwendete Konto {name} wurde aus den Einstellungen unter einer neuen ID neu eingerichtet: Geben Sie seine Schlüssel erneut ein.',
  'accountsFile.howToRestore':
    'Um Ihre Konten mit ihren Schlüsseln und ihrem Verlauf zurückzubekommen, beenden Sie Dialdesk, legen Sie eine intakte accounts.json in {folder} (aus einer Sicherung oder die aufbewahrte Datei, repariert) und starten Sie Dialdesk erneut.',
  'accountsFile.newIds': {
    one: 'Ein Konto in der Liste hatte dieselbe ID wie ein Konto davor (von Hand bearbeitet?) und hat daher eine eigene ID erhalten: {names}. Es hat noch keine eigenen Schlüssel und keinen eigenen Verlauf: Verwenden Sie es und geben Sie seine Schlüssel ein, oder entfernen Sie es.',
    other:
      '{count} Konten in der Liste hatten dieselbe ID wie ein Konto davor (von Hand bearbeitet?) und haben daher je eine eigene ID erhalten: {names}. Sie haben noch keine eigenen Schlüssel und keinen eigenen Verlauf: Verwenden Sie jedes und geben Sie seine Schlüssel ein, oder entfernen Sie es.',
  },
  'accountsFile.newIdNote':
    'Es hatte dieselbe ID wie ein anderes Konto und hat bei diesem Start eine eigene erhalten: Es hat noch keine eigenen Schlüssel und keinen eigenen Verlauf.',
  'accountsFile.newer':
    'Diese Kontenliste wurde von einem neueren Dialdesk gespeichert (Listenversion {version}). Dieses Dialdesk lässt sie daher unverändert: Es zeigt die Konten, die es lesen kann, und kann keine Konten hinzufügen, ändern oder entfernen. Verwenden Sie das neuere Dialdesk, um sie zu ändern.',
  'accountsFile.newerUnread': {
    one: '{count} Konto darin konnte hier nicht gelesen werden und wird nicht angezeigt.',
    other: '{count} Konten darin konnten hier nicht gelesen werden und werden nicht angezeigt.',
  },

  // ---- the IPC door ----------------------------------------------------------------------------------
  'ipc.unknownRequest': 'Unbekannte Anfrage.',
  'ipc.noWindow': 'Anfrage abgelehnt: Kein Fenster hier darf sie stellen.',
  'ipc.notDialdeskWindow': 'Anfrage abgelehnt: Sie kam nicht aus einem Dialdesk-Fenster.',
  'ipc.notThisWindow': 'Anfrage abgelehnt: Nur das betroffene Fenster darf sie stellen.',
  'ipc.rule.empty': 'ist leer',
  'ipc.rule.tooLong': 'ist länger als {max} Zeichen',
  'ipc.rule.day': 'muss ein Datum im Format JJJJ-MM-TT sein',
  'ipc.rule.fieldName': 'muss ein Feldname sein',
  'ipc.rule.atLeastPx': 'muss mindestens {min} CSS-px betragen',
  'ipc.rule.atMostPx': 'darf höchstens {max} CSS-px betragen',
  'ipc.rule.pageLength': 'muss eine Zahl von 1 bis {max} CSS-px sein',
  'ipc.rule.rangeOrder': 'darf nicht vor seinem Beginn enden',
  'ipc.rule.tooMany': 'enthält mehr als {max} Einträge',
  // ─── What main keeps on this computer ───
  // The local call history: shown in History's status line and in Settings.
  'localHistory.fault.damaged': 'Der Anrufverlauf auf diesem Computer ist beschädigt ({reason}).',
  'localHistory.fault.newer':
    'Der Anrufverlauf auf diesem Computer wurde von einer neueren Version von Dialdesk geschrieben: Diese Version lässt ihn unverändert und zeigt den Verlauf aus der Telefonanlage. Aktualisieren Sie Dialdesk, um ihn wieder zu nutzen.',
  'localHistory.fault.busy':
    'Eine andere Instanz von Dialdesk auf diesem Computer verwendet gerade den Anrufverlauf; es wird in Kürze erneut versucht.',
  'localHistory.fault.readOnly':
    'Dialdesk darf nicht in den Ordner seines Anrufverlaufs ({folder}) schreiben: Bis das wieder möglich ist, wird der Verlauf aus der Telefonanlage angezeigt.',
  'localHistory.fault.full':
    'Der Datenträger mit den Daten von Dialdesk ist voll: Geben Sie Speicherplatz frei; der Verlauf wird dann nachgeholt.',
  'localHistory.fault.other':
    'Der Anrufverlauf auf diesem Computer konnte nicht verwendet werden ({reason}); es wird erneut versucht.',
  'localHistory.setAside':
    'Die lokale Kopie des Anrufverlaufs konnte nicht gelesen werden ({reason}). Sie wurde nach {path} verschoben und wird aus der Telefonanlage neu aufgebaut.',
  'localHistory.notUpToDate':
    'Der Anrufverlauf auf diesem Computer ist nicht aktuell (Dialdesk versucht es weiter): {reason}',

  // The settings file: a warning shown once at start when the file had to be repaired or replaced.
  'settingsFile.unreadable':
    'Dialdesk konnte seine Einstellungsdatei nicht lesen ({reason}) und wurde daher mit den Standardeinstellungen gestartet.',
  'settingsFile.notJson':
    'Die Einstellungsdatei war beschädigt (kein gültiges JSON), daher wurde Dialdesk mit den Standardeinstellungen gestartet.',
  'settingsFile.tooLarge':
    'Die Einstellungsdatei war beschädigt (sie ist größer, als Einstellungen je sind), daher wurde Dialdesk mit den Standardeinstellungen gestartet.',
  'settingsFile.notObject':
    'Die Einstellungsdatei war beschädigt (sie enthält kein Einstellungsobjekt), daher wurde Dialdesk mit den Standardeinstellungen gestartet.',
  'settingsFile.movedAside': 'Die ursprüngliche Datei wurde nach {path} verschoben.',
  'settingsFile.notMovedAside':
    'Sie konnte nicht verschoben werden ({cause}) und liegt weiterhin unter {path}.',
  'settingsFile.fieldsReset':
    'Einige Einstellungen waren ungültig und wurden auf ihre Standardwerte zurückgesetzt: {fields}.',
  'settingsFile.keysDropped': 'Zu tief verschachtelte Einstellungen wurden verworfen: {keys}.',
  'settingsFile.keysDroppedMore': {
    one: 'Zu tief verschachtelte Einstellungen wurden verworfen: {keys} und {count} weitere.',
    other: 'Zu tief verschachtelte Einstellungen wurden verworfen: {keys} und {count} weitere.',
  },
  'settingsFile.copyKept': 'Eine Kopie der ursprünglichen Einstellungsdatei wurde unter {path} aufbewahrt.',
  'settingsFile.notCopied': 'Die Einstellungsdatei unter {path} konnte nicht kopiert werden ({cause}).',

  // The rule a settings field broke, shown next to the field in Settings and after the field's name
  // elsewhere: starts in lower case, no full stop.
  'settingsFile.rule.apiUrl':
    'muss eine https://-URL ohne Benutzernamen, Passwort, ? oder # sein (http:// nur auf diesem Computer: localhost, 127.0.0.1, [::1]) oder leer sein',
  'settingsFile.rule.numberFormat': 'muss „e164“, „national-digits“ oder „country-digits“ sein',
  'settingsFile.rule.hotkey':
    'muss aus Modifikatortasten und einer Taste bestehen, verbunden mit „+“, etwa „CommandOrControl+Shift+D“, oder leer sein',
  'settingsFile.rule.language': 'muss einer dieser Werte sein: {choices}',
  'settingsFile.rule.accountId': 'darf höchstens 63 Buchstaben, Ziffern oder Bindestriche enthalten',
  'settingsFile.rule.domain': 'muss ein Hostname wie „pbx.example.com“ oder leer sein',
  'settingsFile.rule.extension': 'muss aus 2 bis 10 Ziffern bestehen oder leer sein',
  'settingsFile.rule.region': 'muss ein Ländercode aus zwei Buchstaben wie „US“ sein',
  'settingsFile.rule.wholeMinutes': 'muss eine ganze Zahl von Minuten sein',
  'settingsFile.rule.minutesAtLeast1': 'muss mindestens 1 Minute betragen',
  'settingsFile.rule.minutesAtMost60': 'darf höchstens 60 Minuten betragen',
  'settingsFile.rule.wholeDays': 'muss eine ganze Zahl von Tagen sein',
  'settingsFile.rule.daysAtLeast0': 'muss mindestens 0 Tage betragen',
  'settingsFile.rule.daysAtLeast1': 'muss mindestens 1 Tag betragen',
  'settingsFile.rule.daysAtMost365': 'darf höchstens 365 Tage betragen',
  'settingsFile.rule.daysAtMost3650': 'darf höchstens 3650 Tage betragen',

  // Why a file could not be read or written: a clause inside a sentence.
  'storage.cause.permissionDenied': 'Zugriff verweigert',
  'storage.cause.readOnlyDisk': 'der Datenträger ist schreibgeschützt',
  'storage.cause.diskFull': 'der Datenträger ist voll',
  'storage.cause.quotaUsed': 'Ihr Speicherkontingent ist aufgebraucht',
  'storage.cause.noFolder': 'der Ordner existiert nicht',
  'storage.cause.fileForFolder': 'an der Stelle des Ordners befindet sich eine Datei',
  'storage.cause.folderForFile': 'an der Stelle der Datei befindet sich ein Ordner',
  'storage.cause.tooManyOpen': 'zu viele Dateien sind geöffnet',
  'storage.cause.diskError': 'der Datenträger hat einen Fehler gemeldet',
  'storage.cause.pathTooLong': 'der Pfad ist zu lang',
  'storage.cause.fileInUse': 'die Datei wird von einem anderen Programm verwendet',
  'storage.cause.other': 'ein Dateisystemfehler',
  'storage.cause.unknown': 'ein unbekannter Dateisystemfehler',
  'storage.causeWithCode': '{cause} ({code})',
  'storage.writeFailed':
    'Dialdesk konnte {file} nicht im Ordner {folder} speichern: {cause}. Prüfen Sie, ob der Ordner existiert, ob Sie darin schreiben dürfen und ob auf dem Datenträger genug Platz ist.',

  // Saved audio: the first word of the file name offered, a noun. Only characters a file name may hold.
  'files.voicemailLabel': 'Sprachnachricht',
  'files.recordingLabel': 'Aufzeichnung',
  'files.audioLabel': 'Audio',
  'files.noAudio':
    'Die Telefonanlage hat für diese Nachricht kein Audio gesendet: Es gibt nichts zu speichern.',
  'files.showOnlySaved': 'Dialdesk kann nur Dateien anzeigen, die es selbst gespeichert hat.',

  // The CSV export: the headers of the columns a person reads first.
  'export.column.date': 'Datum',
  'export.column.time': 'Uhrzeit',
  'export.column.direction': 'Richtung',
  'export.column.name': 'Name',
  'export.column.number': 'Nummer',
  'export.column.otherParty': 'Interner Teilnehmer',
  'export.column.duration': 'Dauer',
  'export.column.result': 'Ergebnis',
  'export.column.outcome': 'Ergebnis (Notiz)',
  'export.column.note': 'Notiz',
  'export.direction.inbound': 'Eingehend',
  'export.direction.outbound': 'Ausgehend',
  'export.direction.local': 'Intern',
  'export.nestedTooDeep': '(zu tief verschachtelt für die Anzeige)',
  'export.alreadyRunning':
    'Es läuft bereits ein Export: Warten Sie, bis er abgeschlossen ist, oder brechen Sie ihn ab.',
  'export.fileNameRange': 'Anrufe {from} bis {to}',
  'export.fileNameUntil': 'Anrufe bis {day}',

  'voicemailWatch.notListed':
    'Diese Sprachnachricht ist nicht in der Liste, die Dialdesk zuletzt geladen hat: Aktualisieren Sie die Liste und spielen Sie die Nachricht dann erneut ab.',
  // ─── Contacts file ───
  'contacts.rule.id': 'ist keine ID eines Kontakts',
  'contacts.rule.nameMissing': 'ist leer: Jeder Kontakt braucht einen Namen',
  'contacts.rule.label': 'muss Arbeit, Mobil, Privat, Nebenstelle oder Sonstige sein',
  'contacts.rule.tooManyNumbers': 'enthält mehr als {max} Nummern',
  'contacts.refused': 'Der Kontakt wurde nicht gespeichert. {reason}',
  'contacts.notSaved':
    'Dieser Kontakt ist nicht mehr gespeichert: Er wurde gelöscht, vielleicht in einem anderen Fenster.',
  'contacts.numberNotSaved': 'Diese Nummer ist bei keinem Kontakt mehr gespeichert.',
  'contacts.otherAccountsExtension':
    'Dies ist eine Nebenstelle des Kontos {account}: Sie können sie nur anrufen und als Favorit markieren, während dieses Konto verwendet wird.',
  'contacts.favouritesChanged':
    'Die Favoriten haben sich inzwischen geändert: Ihre Reihenfolge wurde nicht gespeichert. Versuchen Sie es erneut.',
  'contacts.fault.damaged': 'Ihre Kontaktdatei ist beschädigt ({reason}).',
  'contacts.fault.newer':
    'Ihre Kontaktdatei wurde von einem neueren Dialdesk geschrieben: Dieses lässt sie unverändert. Aktualisieren Sie Dialdesk, um Ihre Kontakte wieder zu verwenden.',
  'contacts.fault.busy':
    'Ein anderes Dialdesk auf diesem Computer verwendet Ihre Kontaktdatei gerade: Die Änderung wurde nicht gespeichert. Versuchen Sie es gleich noch einmal.',
  'contacts.fault.readOnly':
    'Dialdesk darf nicht in den Ordner mit Ihren Kontakten schreiben ({folder}): Änderungen können erst gespeichert werden, wenn es das darf.',
  'contacts.fault.full':
    'Der Datenträger mit Ihren Kontakten ist voll: Geben Sie Speicherplatz frei und speichern Sie dann erneut.',
  'contacts.fault.other':
    'Ihre Kontaktdatei konnte nicht verwendet werden ({reason}); die Änderung wurde nicht gespeichert.',
  'contacts.restored':
    'Ihre Kontaktdatei war beschädigt. Die Kontakte mit Stand vom {date} wurden aus einer Sicherung wiederhergestellt; die beschädigte Datei liegt unter {path}.',
  'contacts.notRestored':
    'Ihre Kontaktdatei war beschädigt, und keine Sicherung davon war lesbar: Dialdesk hat eine neue, leere Kontaktdatei angelegt. Die beschädigte Datei liegt unter {path}.',
  'contacts.backupFailed':
    'Die heutige Sicherung Ihrer Kontakte konnte nicht erstellt werden ({reason}); Ihre Kontakte selbst sind gespeichert.',
  // ─── Open in CRM (main) ───
  'crm.schemeUnreadable':
    '„{scheme}“ ist kein Schema, mit dem eine Adresse beginnen kann: Buchstaben, dann Buchstaben, Ziffern, + . oder -.',
  'crm.schemeNever':
    'Adressen, die mit {scheme}: beginnen, werden nie geöffnet: Dialdesk öffnet nur https://-Adressen oder das eigene Schema einer CRM-App.',
  'crm.unknownPlaceholder': '{placeholder} ist kein Platzhalter, den Dialdesk füllt: Verwenden Sie {known}.',
  'crm.unreadable':
    'Dies ist keine Adresse, die Dialdesk öffnen kann: Schreiben Sie sie als Suchadresse Ihres CRM, beginnend mit https:// und dem Host.',
  'crm.placeholderIn':
    'Ein Platzhalter darf nicht im Teil „{part}“ stehen: Er würde ändern, wohin die Adresse führt. Setzen Sie ihn in den Pfad oder hinter das „?“.',
  'crm.part.scheme': 'Schema',
  'crm.part.user': 'Benutzername',
  'crm.part.password': 'Passwort',
  'crm.part.host': 'Host',
  'crm.part.port': 'Port',
  'crm.schemeNotAllowed':
    'Adressen, die mit {scheme}: beginnen, werden nicht geöffnet: Verwenden Sie https:// oder erlauben Sie dieses Schema bewusst.',
  'crm.holdsKey':
    'Die Adresse enthält einen Schlüssel dieses Kontos: Ein Schlüssel geht nie an das CRM. Entfernen Sie ihn aus der Adresse.',
  'crm.cannotOpen': 'Dialdesk kann auf diesem Computer keine Adressen öffnen.',
  'crm.noTemplate':
    'Für dieses Konto ist keine CRM-Adresse festgelegt: Fügen Sie in den Einstellungen unter „Im CRM öffnen“ eine hinzu.',
  'crm.showFirst':
    'Diese CRM-Adresse wurde noch nicht angezeigt: Sehen Sie sie sich zuerst an und öffnen Sie sie dann.',
  // ─── Notes on calls and voicemail (main) ───
  'notes.fault.damaged': 'Die Datei Ihrer Notizen zu Anrufen ist beschädigt ({reason}).',
  'notes.fault.newer':
    'Die Datei Ihrer Notizen zu Anrufen wurde von einem neueren Dialdesk geschrieben: Dieses lässt sie unverändert. Aktualisieren Sie Dialdesk, um Ihre Notizen wieder zu verwenden.',
  'notes.fault.busy':
    'Ein anderes Dialdesk auf diesem Computer verwendet die Datei Ihrer Notizen gerade: Die Notiz wurde nicht gespeichert. Versuchen Sie es gleich noch einmal.',
  'notes.fault.readOnly':
    'Dialdesk darf nicht in den Ordner mit Ihren Notizen schreiben ({folder}): Notizen können erst gespeichert werden, wenn es das darf.',
  'notes.fault.full':
    'Der Datenträger mit Ihren Notizen ist voll: Geben Sie Speicherplatz frei und speichern Sie die Notiz dann erneut.',
  'notes.fault.other':
    'Die Datei Ihrer Notizen konnte nicht verwendet werden ({reason}); die Notiz wurde nicht gespeichert.',
  'notes.restored':
    'Die Datei Ihrer Notizen zu Anrufen war beschädigt. Die Notizen mit Stand vom {date} wurden aus einer Sicherung wiederhergestellt; die beschädigte Datei liegt unter {path}.',
  'notes.notRestored':
    'Die Datei Ihrer Notizen zu Anrufen war beschädigt, und keine Sicherung davon war lesbar: Dialdesk hat eine neue, leere Datei angelegt. Die beschädigte Datei liegt unter {path}.',
  'notes.backupFailed':
    'Die heutige Sicherung Ihrer Notizen konnte nicht erstellt werden ({reason}); Ihre Notizen selbst sind gespeichert.',
  'notes.outcome.reached': 'Erreicht',
  'notes.outcome.leftMessage': 'Nachricht hinterlassen',
  'notes.outcome.noAnswer': 'Keine Antwort',
  'notes.outcome.wrongNumber': 'Falsche Nummer',
  'notes.outcome.followUp': 'Nachfassen',
  'notes.unknownOutcome': 'Dieses Ergebnis steht nicht mehr in der Liste: Wählen Sie ein anderes.',
  'notes.outcomeEmpty': 'Ein Ergebnis braucht einen Namen.',
  'notes.outcomeTwice': '„{label}“ steht zweimal in der Liste: Geben Sie jedem Ergebnis einen eigenen Namen.',
  'notes.noNumber': 'Dieser Anruf hat keine Nummer, unter der eine Notiz gespeichert werden kann.',
  'notes.placedCallGone':
    'Zu diesem Anruf kann hier keine Notiz mehr hinzugefügt werden: Dialdesk wurde seitdem neu gestartet. Fügen Sie die Notiz dem Anruf im Verlauf hinzu.',
  // ─── Importing contacts: the files ───
  // What main says about a file chosen for import before it knows what is in it.
  'import.emptyFile': '{file} ist leer.',
  'import.archive':
    '{file} ist ein komprimiertes Archiv, kein Adressbuch: Entpacken Sie es und importieren Sie die darin enthaltene .vcf- oder .csv-Datei.',
  'import.notContacts':
    '{file} ist kein Adressbuch, das Dialdesk lesen kann: Importieren Sie eine vCard-Datei (.vcf) oder eine aus Outlook oder Google Kontakte exportierte CSV-Datei.',
  'import.faxes': {
    one: '{count} Faxnummer wurde ausgelassen: Ein Fax kann keinen Anruf annehmen.',
    other: '{count} Faxnummern wurden ausgelassen: Ein Fax kann keinen Anruf annehmen.',
  },
  'import.fileTooManyContacts':
    '{file} enthält mehr als {max} Kontakte, mehr als ein Import aufnimmt: Teilen Sie die Datei in kleinere auf und importieren Sie diese nacheinander.',
  'import.noteOfFile': '{file}: {note}',
  // ─── Importing contacts: vCard files ───
  // How main reads a vCard file (.vcf) the person imports: what it says about the file and its cards.
  'import.vcard.readAs': 'vCard {versions}, {encoding}',
  'import.vcard.readAsFrom': 'vCard {versions} aus {producer}, {encoding}',
  'import.vcard.readAsUnread': 'vCard ohne lesbare Karte, {encoding}',
  'import.vcard.producer.apple': 'Apple Kontakte',
  'import.vcard.producer.google': 'Google Kontakte',
  'import.vcard.groups': {
    one: '{count} Kontaktgruppe wurde übersprungen: Dialdesk importiert Personen, keine Gruppen.',
    other: '{count} Kontaktgruppen wurden übersprungen: Dialdesk importiert Personen, keine Gruppen.',
  },
  'import.vcard.nested': {
    one: '{count} Karte, die in einer anderen Karte steht (die eines Assistenten), wurde übersprungen.',
    other: '{count} Karten, die in anderen Karten stehen (die eines Assistenten), wurden übersprungen.',
  },
  'import.vcard.withoutEnd': {
    one: '{count} Karte hatte keine END-Zeile und wurde übersprungen.',
    other: '{count} Karten hatten keine END-Zeile und wurden übersprungen.',
  },
  'import.vcard.withoutVersion': {
    one: '{count} Karte hatte keine VERSION-Zeile und wurde übersprungen.',
    other: '{count} Karten hatten keine VERSION-Zeile und wurden übersprungen.',
  },
  'import.vcard.unreadableCards': {
    one: '{count} Karte konnte nicht gelesen werden und wurde übersprungen.',
    other: '{count} Karten konnten nicht gelesen werden und wurden übersprungen.',
  },
  'import.vcard.overflowing': {
    one: '{count} Karte war zu lang, um sie ganz zu lesen: Ihr Anfang wurde gelesen, der Rest übersprungen.',
    other:
      '{count} Karten waren zu lang, um sie ganz zu lesen: Jeweils ihr Anfang wurde gelesen, der Rest übersprungen.',
  },
  'import.vcard.unreadableLines': {
    one: '{count} Zeile konnte nicht gelesen werden und wurde übersprungen.',
    other: '{count} Zeilen konnten nicht gelesen werden und wurden übersprungen.',
  },
  // ─── Importing contacts: CSV files ───
  // How main reads a CSV file of contacts (Outlook, Google Contacts): what it says about the file.
  'import.csv.outlookEnglish': 'Outlook-CSV, englische Spaltenköpfe',
  'import.csv.outlookGerman': 'Outlook-CSV, deutsche Spaltenköpfe',
  'import.csv.google': 'Google Kontakte-CSV',
  'import.csv.googleOlder': 'Google Kontakte-CSV (älterer Export)',
  'import.csv.readAs': '{layout}, {encoding}',
  'import.csv.readAsSemicolons': '{layout}, {encoding}, getrennt durch ;',
  'import.csv.readAsTabs': '{layout}, {encoding}, getrennt durch Tabulatoren',
  'import.csv.linesUnreadable': {
    one: '{count} Zeile war nicht lesbar (ein Anführungszeichen an falscher Stelle) und wurde übersprungen.',
    other:
      '{count} Zeilen waren nicht lesbar (Anführungszeichen an falscher Stelle) und wurden übersprungen.',
  },
  'import.csv.quoteNeverCloses':
    'Ein Anführungszeichen in der Datei wird nie geschlossen: Alles danach bis zum Dateiende wurde übersprungen.',
  'import.csv.extraCells': {
    one: '{count} Zeile hat mehr Zellen, als die Kopfzeile Spalten hat: Die Zellen nach der letzten Spalte wurden weggelassen.',
    other:
      '{count} Zeilen haben mehr Zellen, als die Kopfzeile Spalten hat: Die Zellen nach der letzten Spalte wurden weggelassen.',
  },
  'import.csv.noContacts':
    '{file} enthält keine Kontakte: Keine ihrer Zeilen hat einen Namen, eine Firma, eine Notiz oder eine Nummer.',
  'import.csv.noContactsReadable': {
    one: '{file} enthält keine Kontakte, die Dialdesk lesen kann: {count} Zeile war nicht lesbar (ein Anführungszeichen an falscher Stelle).',
    other:
      '{file} enthält keine Kontakte, die Dialdesk lesen kann: {count} Zeilen waren nicht lesbar (Anführungszeichen an falscher Stelle).',
  },
  'import.csv.rowTooLong':
    '{file} hat eine Zeile mit mehr als {max} Zeichen, wie sie kein Adressbuch-Export schreibt. Meist ist ein nie geschlossenes Anführungszeichen die Ursache: Sehen Sie sich die Datei in einem Texteditor an.',
  'import.csv.binary':
    '{file} enthält Binärdaten, keinen Text: Die Datei ist beschädigt oder kein CSV-Export von Kontakten.',
  // ─── Importing contacts: the preview and the import ───
  // What main says when it compares the files with the person's contacts and imports them.
  'import.tooManyContacts':
    'Diese Dateien enthalten zusammen mehr als {max} Kontakte: Dialdesk importiert höchstens {max} auf einmal. Wählen Sie weniger Dateien.',
  'import.previewGone':
    'Diese Vorschau ist nicht mehr aktuell, es wurde nichts importiert: Wählen Sie die Dateien erneut, um zu sehen, was ihr Import bewirken würde.',
  'import.note.numbersDropped': {
    one: '{count} Kontakt hatte {held} Nummern: Die ersten {max} wurden übernommen.',
    other:
      '{count} Kontakte hatten mehr als {max} Nummern, zusammen {held}: Die ersten {max} jedes Kontakts wurden übernommen.',
  },
  'import.note.namesCut': {
    one: '{count} Name war länger als {max} Zeichen: Er wurde auf {max} gekürzt.',
    other: '{count} Namen waren länger als {max} Zeichen: Sie wurden auf {max} gekürzt.',
  },
  'import.note.companiesCut': {
    one: '{count} Firma war länger als {max} Zeichen: Sie wurde auf {max} gekürzt.',
    other: '{count} Firmen waren länger als {max} Zeichen: Sie wurden auf {max} gekürzt.',
  },
  'import.note.notesCut': {
    one: '{count} Notiz war länger als {max} Zeichen: Sie wurde auf {max} gekürzt.',
    other: '{count} Notizen waren länger als {max} Zeichen: Sie wurden auf {max} gekürzt.',
  },
  'import.note.numbersTooLong': {
    one: '{count} Nummer war länger als {max} Zeichen und wurde ausgelassen: So lang ist keine Telefonnummer.',
    other:
      '{count} Nummern waren länger als {max} Zeichen und wurden ausgelassen: So lang ist keine Telefonnummer.',
  },
  'import.note.cleaned': {
    one: '{count} Kontakt enthielt Steuer- oder Textrichtungszeichen: Sie wurden entfernt.',
    other: '{count} Kontakte enthielten Steuer- oder Textrichtungszeichen: Sie wurden entfernt.',
  },
  'import.note.empty': {
    one: '{count} Kontakt hatte weder Namen noch Firma noch Nummer und wurde übersprungen.',
    other: '{count} Kontakte hatten weder Namen noch Firma noch Nummer und wurden übersprungen.',
  },
  // ─── Exporting contacts ───
  // What main says when it writes the person's contacts to a vCard or CSV file.
  'dialog.exportContactsTitle': 'Kontakte exportieren',
  'dialog.vcardFiles': 'vCard',
  'contactsExport.fileName': 'Kontakte {day}',
  'contactsExport.noContacts': 'Sie haben noch keine Kontakte, die sich exportieren ließen.',
  'contactsExport.noneMatch':
    'Kein Kontakt passt zu „{text}“, es gibt also nichts zu exportieren. Leeren Sie die Suche, um alle Ihre Kontakte zu exportieren.',
  'contactsExport.numbersLeftOut': {
    one: '{count} Nummer von {contacts} passte nicht in die Spalten von Outlook und wurde weggelassen: Exportieren Sie als vCard, um alle zu behalten.',
    other:
      '{count} Nummern von {contacts} passten nicht in die Spalten von Outlook und wurden weggelassen: Exportieren Sie als vCard, um alle zu behalten.',
  },
  'contactsExport.ofContacts': { one: '{count} Kontakt', other: '{count} Kontakten' },
  // ─── People: Import and Export ───
  // The People screen's Import and Export: the buttons, the preview screen, the conflicts, the results.
  'people.import.button': 'Importieren…',
  'people.export.button': 'Exportieren…',
  'people.import.reading': 'Das Adressbuch wird gelesen…',
  'people.import.cancelling': 'Wird abgebrochen…',
  'people.import.refused': 'Das Adressbuch konnte nicht importiert werden',
  'people.import.done': 'Importiert: {result}.',
  'people.import.done.added': { one: '{count} Kontakt hinzugefügt', other: '{count} Kontakte hinzugefügt' },
  'people.import.done.updated': { one: '{count} aktualisiert', other: '{count} aktualisiert' },
  'people.import.done.kept': {
    one: '{count} so belassen, wie Sie ihn hatten',
    other: '{count} so belassen, wie Sie sie hatten',
  },
  'people.import.done.unchanged': { one: '{count} bereits aktuell', other: '{count} bereits aktuell' },
  'people.import.done.nothing': 'Importiert: Es hat sich nichts geändert.',
  'people.import.dismissDone': 'Importergebnis schließen',
  'people.import.title': 'Kontakte importieren',
  'people.import.summaryTitle': 'Was der Import bewirken würde',
  'people.import.verdict.new': {
    one: '{count} neuer Kontakt, wird hinzugefügt',
    other: '{count} neue Kontakte, werden hinzugefügt',
  },
  'people.import.verdict.updated': {
    one: '{count} Ihrer Kontakte, wird aus den Dateien aktualisiert',
    other: '{count} Ihrer Kontakte, werden aus den Dateien aktualisiert',
  },
  'people.import.verdict.conflict': {
    one: '{count} Kontakt, den Sie geändert haben und den die Dateien anders enthalten: Wählen Sie unten',
    other: '{count} Kontakte, die Sie geändert haben und die die Dateien anders enthalten: Wählen Sie unten',
  },
  'people.import.verdict.unchanged': {
    one: '{count} Kontakt ohne Neues in den Dateien: nichts zu tun',
    other: '{count} Kontakte ohne Neues in den Dateien: nichts zu tun',
  },
  'people.import.andMore': { one: 'und {count} weiterer', other: 'und {count} weitere' },
  'people.import.nothingInFiles': 'Die Dateien enthalten keinen Kontakt zum Importieren.',
  'people.import.sourcesTitle': 'Gelesene Dateien',
  'people.import.source': {
    one: '{count} Kontakt, gelesen als {readAs}',
    other: '{count} Kontakte, gelesen als {readAs}',
  },
  'people.import.unreadableTitle': 'Nummern, die nicht gelesen werden konnten',
  'people.import.unreadableIntro': {
    one: '{count} Nummer enthält nichts, was Dialdesk wählen kann:',
    other: '{count} Nummern enthalten nichts, was Dialdesk wählen kann:',
  },
  'people.import.unreadableNumber': '{name}: {number}',
  'people.import.notesTitle': 'Ausgelassen oder gekürzt',
  'people.import.conflictsTitle': 'Konflikte',
  'people.import.conflictsIntro':
    'Sie haben diese Kontakte in Dialdesk geändert, und die Dateien enthalten sie anders. Ihre Fassung bleibt, wie sie ist, außer Sie wählen die der Datei.',
  'people.import.yours': 'Ihre Fassung',
  'people.import.theirs': 'In der Datei',
  'people.import.noCompany': 'Keine Firma',
  'people.import.noNote': 'Keine Notiz',
  'people.import.differs': '(weicht von Ihrer Fassung ab)',
  'people.import.keepMine': 'Meine behalten',
  'people.import.useFile': 'Die der Datei übernehmen',
  'people.import.othersLegend': {
    one: 'Der weitere Konflikt, nicht einzeln aufgeführt',
    other: 'Die {count} weiteren Konflikte, nicht einzeln aufgeführt',
  },
  'people.import.import': 'Importieren',
  'people.import.importing': 'Wird importiert…',
  'people.import.failed': 'Die Kontakte konnten nicht importiert werden',
  'people.import.nothingToDo':
    'Es würde sich nichts ändern: Die Dateien enthalten nichts, was Ihre Kontakte nicht schon haben oder was Sie seitdem nicht geändert haben.',
  'people.import.nothingChosen':
    'Es würde sich nichts ändern: Für den Rest enthalten die Dateien nichts Neues, und Sie behalten bei jedem Konflikt Ihre eigene Fassung.',
  'people.export.legend': 'Exportieren als',
  'people.export.vcard3': 'vCard 3.0: von den meisten Apps am besten gelesen',
  'people.export.vcard4': 'vCard 4.0: die neuere Version',
  'people.export.outlookCsv': 'CSV für Outlook',
  'people.export.all': {
    one: 'Schreibt Ihren einen Kontakt.',
    other: 'Schreibt alle Ihre {count} Kontakte.',
  },
  'people.export.found': {
    one: 'Schreibt den einen Kontakt, der zu „{search}“ gefunden wurde.',
    other: 'Schreibt die {count} Kontakte, die zu „{search}“ gefunden wurden.',
  },
  'people.export.start': 'Exportieren',
  'people.export.running': 'Kontakte werden exportiert…',
  'people.export.failed': 'Die Kontakte konnten nicht exportiert werden',
  'people.export.done': {
    one: '{count} Kontakt nach {path} exportiert',
    other: '{count} Kontakte nach {path} exportiert',
  },
  'people.export.showInFolder': 'Im Ordner anzeigen',
  'people.export.dismiss': 'Exportergebnis schließen',
  'people.import.dialog.title': 'Kontakte importieren',
  'people.import.dialog.addressBooks': 'Adressbücher (vCard, CSV)',
  'people.import.dialog.allFiles': 'Alle Dateien',
  // ─── Directories: the index ───
  'directories.fault.damaged':
    'Die Kopie der Firmenverzeichnisse auf diesem Computer war beschädigt ({reason}): Dialdesk legt sie neu an und liest die Verzeichnisse erneut.',
  'directories.fault.newer':
    'Die Kopie der Firmenverzeichnisse auf diesem Computer stammt von einem neueren Dialdesk: Dieses legt eine eigene an und liest die Verzeichnisse erneut.',
  'directories.fault.busy':
    'Ein anderes Dialdesk auf diesem Computer verwendet gerade die Kopie der Firmenverzeichnisse: Das Verzeichnis wird später erneut gelesen.',
  'directories.fault.readOnly':
    'Dialdesk darf nicht in den Ordner mit der Kopie der Firmenverzeichnisse schreiben ({folder}): Die Namen werden erst wieder aktualisiert, wenn es das darf.',
  'directories.fault.full':
    'Der Datenträger ist voll: Die Namen aus den Firmenverzeichnissen werden erst wieder aktualisiert, wenn Platz frei ist.',
  'directories.fault.other':
    'Die Kopie der Firmenverzeichnisse auf diesem Computer konnte nicht verwendet werden ({reason}).',
  // ─── Directories: LDAP and Active Directory ───
  'directories.ldap.badAddress':
    '„{url}“ ist keine Verzeichnisadresse: Sie beginnt mit ldap:// oder ldaps://.',
  'directories.ldap.securityMismatch':
    'LDAPS braucht eine Adresse, die mit ldaps:// beginnt; StartTLS und unverschlüsselte Verbindungen eine, die mit ldap:// beginnt.',
  'directories.ldap.badFilter':
    '„{filter}“ ist kein LDAP-Filter, den Dialdesk lesen kann. Prüfen Sie die Klammern und schreiben Sie eine Klammer oder ein * innerhalb eines Werts als \\28, \\29 oder \\2a.',
  'directories.ldap.unreachable':
    'Der Verzeichnisserver {server} ist nicht erreichbar. Prüfen Sie die Adresse und ob der Server läuft.',
  'directories.ldap.timedOut':
    'Der Verzeichnisserver {server} hat nicht innerhalb von {seconds} Sekunden geantwortet.',
  'directories.ldap.certificateExpired':
    'Das Zertifikat des Verzeichnisservers {server} ist abgelaufen, daher hat Dialdesk keine Verbindung hergestellt.',
  'directories.ldap.certificateUntrusted':
    'Das Zertifikat des Verzeichnisservers {server} ist nicht von einer Stelle signiert, der dieser Computer vertraut (es ist selbstsigniert oder von einer nicht hinzugefügten Firmen-CA signiert), daher hat Dialdesk keine Verbindung hergestellt.',
  'directories.ldap.certificateWrongHost':
    'Das Zertifikat des Verzeichnisservers {server} wurde für einen anderen Server ausgestellt, daher hat Dialdesk keine Verbindung hergestellt.',
  'directories.ldap.tlsFailed':
    'Mit dem Verzeichnisserver {server} ließ sich keine verschlüsselte Verbindung aufbauen ({reason}).',
  'directories.ldap.noStartTls':
    'Der Verzeichnisserver {server} bietet kein StartTLS an, daher hat Dialdesk keine Verbindung hergestellt: Es weicht nie auf eine unverschlüsselte Verbindung aus.',
  'directories.ldap.signInRefused':
    'Der Verzeichnisserver {server} hat den Bind-DN oder das Passwort abgelehnt. Prüfen Sie beides.',
  'directories.ldap.badBindDn':
    '„{dn}“ ist nicht als Bind-DN geschrieben (etwa cn=reader,dc=example,dc=com).',
  'directories.ldap.noSuchBase': 'Den Basis-DN „{baseDn}“ gibt es auf dem Verzeichnisserver {server} nicht.',
  'directories.ldap.sizeLimit':
    'Der Verzeichnisserver {server} hat das Lesen an seiner Größenbeschränkung abgebrochen. Bitten Sie den Administrator, seitenweises Lesen des ganzen Verzeichnisses zu erlauben, oder schränken Sie den Filter ein.',
  'directories.ldap.filterRefused': 'Der Verzeichnisserver {server} hat den Filter „{filter}“ abgelehnt.',
  'directories.ldap.failed': 'Das Verzeichnis auf {server} konnte nicht gelesen werden: {reason}',
  // ─── Directories: CardDAV ───
  'directories.carddav.urlInvalid':
    '„{url}“ ist keine Webadresse. Geben Sie die Adresse Ihres CardDAV-Servers ein, etwa https://contacts.example.com.',
  'directories.carddav.urlCredentials':
    'Lassen Sie Benutzername und Passwort aus der Adresse heraus: Geben Sie sie in ihren eigenen Feldern ein.',
  'directories.carddav.plainHttp':
    'Dialdesk sendet Ihr Passwort nur über https:// oder über http:// an einen Server auf diesem Computer. Verwenden Sie die https://-Adresse von {host}.',
  'directories.carddav.otherHost':
    '{from} hat Dialdesk an {to} weitergeleitet, einen anderen Server als den eingegebenen. Dialdesk hat Ihr Passwort nicht dorthin gesendet.',
  'directories.carddav.wrongPassword':
    '{host} hat Benutzername oder Passwort abgelehnt. Prüfen Sie beides; viele Server verlangen hier ein App-Passwort.',
  'directories.carddav.notCardDav':
    '{host} hat geantwortet, aber nicht wie ein CardDAV-Server. Prüfen Sie die Adresse.',
  'directories.carddav.noAddressBook': '{host} hat kein Adressbuch für {user}.',
  'directories.carddav.timeout':
    '{host} hat nicht innerhalb von {seconds} s geantwortet. Dialdesk versucht es bei der nächsten Aktualisierung erneut.',
  'directories.carddav.status':
    '{host} hatte ein Problem beim Antworten (HTTP {status}). Dialdesk versucht es bei der nächsten Aktualisierung erneut.',
  'directories.carddav.network': 'Das CardDAV-Verzeichnis konnte nicht gelesen werden: {reason}',
  'directories.carddav.tooManyRedirects':
    '{host} hat Dialdesk zu oft an andere Adressen weitergeleitet. Prüfen Sie die Adresse.',
  'directories.carddav.replyTooBig':
    'Eine Antwort von {host} war größer als {megabytes} MB, daher hat Dialdesk sie nicht weiter gelesen.',
  'directories.carddav.cardsTooBig': {
    one: '{count} Karte war größer als {megabytes} MB und wurde ausgelassen.',
    other: '{count} Karten waren größer als {megabytes} MB und wurden ausgelassen.',
  },
  'directories.carddav.unreadableCards': {
    one: '{count} Karte konnte nicht gelesen werden und wurde ausgelassen.',
    other: '{count} Karten konnten nicht gelesen werden und wurden ausgelassen.',
  },
  'directories.carddav.hostInUse': 'Adressbücher gelesen von {host}.',
  // ─── Directories: Settings ───
  'directories.listSetAside':
    'Die Einstellungen Ihrer Verzeichnisse ({file}) konnten nicht gelesen werden. Die Datei wurde nach {path} verschoben und die Liste beginnt leer: Fügen Sie Ihre Verzeichnisse erneut hinzu.',
  'directories.note.plain':
    'Dieses Verzeichnis wird unverschlüsselt gelesen (einfaches ldap://): Namen, Nummern und Passwort gehen lesbar über das Netz. Verwenden Sie außerhalb eines Tests LDAPS oder StartTLS.',
  'directories.note.globalCatalog':
    'Port {port} ist ein globaler Katalog: Seine Einträge haben keine Mobilnummer, keine Position, keine Abteilung und keine Firma. Verwenden Sie für vollständige Einträge den Port des Domänencontrollers (389 oder 636).',
  'directories.passwordMissing':
    'Für das Verzeichnis „{name}“ ist unter seiner Adresse kein Passwort gespeichert: Geben Sie es unter Einstellungen → Verzeichnisse ein.',
  'directories.caFileUnreadable':
    'Die CA-Datei des Unternehmens {path} konnte nicht als Zertifikat (PEM) gelesen werden.',
  'directories.badAddress': '„{url}“ ist keine Adresse, unter der sich ein Verzeichnis lesen lässt.',
  'directories.unknownAccount': 'Ein Verzeichnis kann nur in Dialdesk gespeicherten Konten dienen.',
  'directories.notFound': 'Dieses Verzeichnis ist nicht mehr eingerichtet.',
  // ─── Directories: Settings view ───
  'directories.title': 'Firmen\u00ADverzeichnisse',
  'directories.intro':
    'Namen von Kollegen und Kunden aus dem Firmenverzeichnis (LDAP, Active Directory oder CardDAV), für die Konten, denen es jeweils dient. Dialdesk liest ein Verzeichnis nur und schreibt nie hinein.',
  'directories.none': 'Es ist kein Firmenverzeichnis eingerichtet.',
  'directories.listFailed': 'Verzeichnisse konnten nicht gelesen werden',
  'directories.kind.ldap': 'LDAP / Active Directory',
  'directories.kind.carddav': 'CardDAV',
  'directories.serves': 'Für {accounts}',
  'directories.removedAccount': 'ein entferntes Konto',
  'directories.status.reading': 'Wird gelesen…',
  'directories.status.people': {
    one: '{count} Person',
    other: '{count} Personen',
  },
  'directories.status.numbers': {
    one: '{count} Nummer',
    other: '{count} Nummern',
  },
  'directories.status.counts': '{people}, {numbers}',
  'directories.status.readAt': '{people}, {numbers}, gelesen um {time}',
  'directories.status.readOn': '{people}, {numbers}, gelesen: {when}',
  'directories.status.kept': 'Die Namen des letzten erfolgreichen Lesens bleiben erhalten ({counts}).',
  'directories.status.notRead': 'Noch nicht gelesen.',
  'directories.readNow': 'Jetzt lesen',
  'directories.readNow.label': '{name} jetzt lesen',
  'directories.readFailed': 'Lesen fehlgeschlagen',
  'directories.edit': 'Bearbeiten',
  'directories.edit.label': '{name} bearbeiten',
  'directories.remove': 'Entfernen',
  'directories.remove.label': '{name} entfernen',
  'directories.remove.title': 'Verzeichnis „{name}“ entfernen?',
  'directories.remove.what':
    'Seine Kopie auf diesem Computer und sein Passwort im Schlüsselbund des Systems werden gelöscht, und seine Namen werden nicht mehr angezeigt. Das Verzeichnis auf seinem Server bleibt unberührt.',
  'directories.remove.whatNoPassword':
    'Seine Kopie auf diesem Computer wird gelöscht, und seine Namen werden nicht mehr angezeigt. Das Verzeichnis auf seinem Server bleibt unberührt.',
  'directories.removing': 'Wird entfernt…',
  'directories.removeFailed': 'Entfernen fehlgeschlagen',
  'directories.add': 'Verzeichnis hinzufügen',
  'directories.form.newTitle': 'Neues Verzeichnis',
  'directories.form.editTitle': '„{name}“ bearbeiten',
  'directories.form.kind': 'Art des Verzeichnisses',
  'directories.form.name': 'Name',
  'directories.form.nameHint': 'Wie Sie es nennen, etwa „Acme AD“.',
  'directories.form.accounts': 'Konten, für die es Anrufer benennt',
  'directories.form.accountsHint':
    'Seine Nummern, vor allem Nebenstellen, gehören zu den Telefonanlagen dieser Konten und benennen nur deren Anrufe.',
  'directories.form.address': 'Serveradresse',
  'directories.form.ldapAddressHint':
    'ldaps://host oder ldap://host mit StartTLS; ein Port nach einem Doppelpunkt, wenn es nicht der übliche ist.',
  'directories.form.carddavAddressHint':
    'Der Server oder die Adresse eines Adressbuchs. Testen findet seine Adressbücher.',
  'directories.form.security': 'Sicherheit',
  'directories.security.ldaps': 'LDAPS (von Anfang an verschlüsselt, meist Port 636)',
  'directories.security.starttls': 'StartTLS (vor der Anmeldung verschlüsselt, nie ohne)',
  'directories.security.plain': 'Keine (einfaches ldap://)',
  'directories.security.plainWarning':
    'Nur für Tests: Namen, Nummern und Passwort gehen lesbar über das Netz.',
  'directories.form.baseDn': 'Basis-DN',
  'directories.form.baseDnHint': 'Wo nach Personen gesucht wird, etwa dc=example,dc=com.',
  'directories.form.bindDn': 'Bind-DN',
  'directories.form.bindDnHint':
    'Das Konto, mit dem sich Dialdesk anmeldet, etwa cn=reader,dc=example,dc=com. Leer: anonym.',
  'directories.form.password': 'Passwort',
  'directories.form.appPassword': 'App-Passwort',
  'directories.form.passwordStored': 'gespeichert',
  'directories.form.passwordNotStored': 'nicht gespeichert',
  'directories.form.passwordHint': 'Wird im Schlüsselbund des Systems aufbewahrt, nur für diesen Server.',
  'directories.form.passwordKept':
    'Wird im Schlüsselbund des Systems aufbewahrt, nur für diesen Server. Leer lassen, um das gespeicherte zu behalten.',
  'directories.form.filter': 'Filter',
  'directories.form.filterHint': 'Optional, etwa (department=Sales): Nur passende Personen werden gelesen.',
  'directories.form.preset': 'Server',
  'directories.preset.auto': 'Automatisch (wie der Server sich ausweist)',
  'directories.preset.activeDirectory': 'Active Directory',
  'directories.preset.openldap': 'OpenLDAP / FreeIPA',
  'directories.form.caFile': 'CA-Datei des Unternehmens',
  'directories.form.caFileHint':
    'Optional: der Pfad des Zertifikats (PEM), mit dem Ihr Unternehmen seine Server signiert; ihm wird neben denen des Systems vertraut.',
  'directories.form.advanced': 'Erweitert: Attribute',
  'directories.mapping.intro':
    'Welche Attribute was enthalten, mehrere durch Kommas getrennt, der Reihe nach versucht. Alle leer lassen für die üblichen des Servers.',
  'directories.mapping.name': 'Name',
  'directories.mapping.company': 'Firma',
  'directories.mapping.department': 'Abteilung',
  'directories.mapping.title': 'Position',
  'directories.mapping.numbers': 'Nummern',
  'directories.mapping.work': 'Geschäftlich',
  'directories.mapping.mobile': 'Mobil',
  'directories.mapping.home': 'Privat',
  'directories.mapping.extension': 'Nebenstelle',
  'directories.mapping.other': 'Sonstige',
  'directories.form.username': 'Benutzername',
  'directories.form.books': 'Adressbücher',
  'directories.form.booksHint': 'Keines gewählt: alle, auch später hinzugefügte.',
  'directories.form.booksTest': 'Alle werden gelesen. Testen findet sie zur Auswahl.',
  'directories.form.save': 'Verzeichnis speichern',
  'directories.form.test': 'Testen',
  'directories.form.testing': 'Wird getestet…',
  'directories.form.testFailed': 'Der Test ist fehlgeschlagen',
  'directories.found.activeDirectory': 'Active Directory gefunden.',
  'directories.found.openldap': 'OpenLDAP / FreeIPA gefunden.',
  // ─── Open in CRM (the windows) ───
  'crmUi.action': 'Im CRM öffnen',
  'crmUi.row.label': 'Datensatz von {name} in Ihrem CRM öffnen',
  'crmUi.row.title': 'Im CRM öffnen',
  'crmUi.opening': 'Wird in Ihrem CRM geöffnet…',
  'crmUi.panel.title': 'Prüfen Sie die Adresse, bevor sie geöffnet wird',
  'crmUi.panel.browser':
    'Dialdesk öffnet diese Adresse in Ihrem Browser. Prüfen Sie, ob sie zu Ihrem CRM gehört.',
  'crmUi.panel.app':
    'Dialdesk öffnet diese Adresse in der App, die auf diesem Computer für Adressen mit {scheme} registriert ist. Prüfen Sie, ob sie zu Ihrem CRM gehört.',
  'crmUi.panel.open': 'Öffnen',
  'crmUi.panel.dontOpen': 'Nicht öffnen',
  'crmUi.opened.browser': 'In Ihrem Browser geöffnet.',
  'crmUi.opened.app': 'In der App für Adressen mit {scheme} geöffnet.',
  'crmUi.failed': 'Der Datensatz konnte nicht in Ihrem CRM geöffnet werden',
  'crmUi.dismiss': 'Schließen',
  'crmUi.settings.title': 'Im CRM öffnen',
  'crmUi.settings.intro':
    'Die Adresse des Datensatzes eines Kunden im CRM Ihres Unternehmens: Verlauf, Mailbox, Abfrage und die Anrufbestätigung bieten dann „Im CRM öffnen“ an. Jedes Konto hat seine eigene; diese gilt für {account}.',
  'crmUi.settings.readFailed': 'Die CRM-Adresse konnte nicht gelesen werden',
  'crmUi.settings.save': 'CRM-Adresse speichern',
  'crmUi.settings.saveFailed': 'Die CRM-Adresse konnte nicht gespeichert werden',
  'crmUi.template.label': 'Adresse eines Datensatzes',
  'crmUi.template.hint':
    'Dialdesk setzt {number} (wo möglich im internationalen Format), {digits}, {name}, {callId} und {direction} ein, jeweils URL-codiert. Lassen Sie das Feld leer, um „Im CRM öffnen“ auszuschalten.',
  'crmUi.template.example': 'Zum Beispiel: {example}',
  'crmUi.openOnCall.label': 'Datensatz automatisch öffnen, wenn ein Anruf aus Dialdesk getätigt wird',
  'crmUi.openOnCall.hint':
    'Erst nachdem Sie selbst eine dieser Adressen geöffnet haben: Die erste wird immer angezeigt, bevor sie geöffnet wird.',
  'crmUi.scheme.reveal': 'Eigenes Schema einer App erlauben…',
  'crmUi.scheme.warning':
    'Adressen mit diesem Schema öffnen die App, die auf diesem Computer dafür registriert ist, mit der Nummer und allem, was die Adresse sonst noch übergibt. Erlauben Sie nur das eigene Schema Ihrer CRM-App, etwa {example}.',
  'crmUi.scheme.label': 'Schema Ihrer CRM-App',
  'crmUi.scheme.hint':
    'Nur sein Name, etwa {example}. Lassen Sie das Feld leer, damit nur https://-Adressen geöffnet werden.',
  // ─── Calling hours (Settings) ───
  'hours.settings.title': 'Anrufzeiten',
  'hours.settings.intro':
    'Ein Anruf außerhalb dieser Zeiten am Ort, an dem die Nummer klingelt, fragt Sie zuerst, wie auch immer er getätigt wird. Jedes Konto hat seine eigenen; diese gelten für {account}.',
  'hours.settings.readFailed': 'Die Anrufzeiten konnten nicht gelesen werden',
  'hours.settings.save': 'Anrufzeiten speichern',
  'hours.settings.saveFailed': 'Die Anrufzeiten konnten nicht gespeichert werden',
  'hours.enabled.label': 'Vor Anrufen außerhalb der Anrufzeiten nachfragen',
  'hours.enabled.hint':
    'Ausgeschaltet werden Anrufe zu jeder Uhrzeit ohne Nachfrage getätigt. Die Zeiten unten bleiben erhalten.',
  'hours.times.legend': 'Zeiten am Ort, an dem die Nummer klingelt',
  'hours.start.label': 'Von',
  'hours.end.label': 'Bis',
  'hours.times.hint': 'In der Ortszeit des Angerufenen. Ein Anruf zur Endzeit oder später fragt zuerst nach.',
  'hours.timeMissing': 'Geben Sie eine Uhrzeit ein.',
  'hours.federal':
    'Voreingestellt ist die US-Regel für Anrufe bei Privathaushalten: kein Anruf vor 8 Uhr oder nach 21 Uhr am Ort des Angerufenen ({source}).',
  'hours.florida.label': 'Florida: Anrufe enden um {time}',
  'hours.florida.hint':
    'Das Gesetz in Florida erlaubt Anrufe dort nur bis 20 Uhr ({source}). Ob eine Nummer in Florida liegt, ergibt sich aus ihrer Vorwahl oder dem Bundesstaat, den eine Abfrage gefunden hat.',
  'hours.courtesy':
    'Eine Prüfung aus Rücksicht, keine Rechtsberatung: Welche Regeln für Ihre Anrufe gelten, müssen Sie selbst wissen. Die Ortszeit wird aus der Vorwahl der Nummer geschätzt, und wer ein Mobiltelefon besitzt, kann woanders sein.',
  // ─── Notes and outcomes (the windows) ───
  'noteUi.title': 'Notiz',
  'noteUi.add': 'Notiz hinzufügen',
  'noteUi.edit': 'Notiz bearbeiten',
  'noteUi.written': 'Zuletzt geändert: {time}',
  'noteUi.saved': 'Notiz gespeichert.',
  'noteUi.removed': 'Notiz entfernt.',
  'noteUi.saveFailed': 'Die Notiz konnte nicht gespeichert werden',
  'noteUi.row.spoken': 'Notiz:',
  'noteUi.editor.callLabel': 'Notiz zu diesem Anruf',
  'noteUi.editor.voicemailLabel': 'Notiz zu dieser Sprachnachricht',
  'noteUi.editor.outcome': 'Ergebnis',
  'noteUi.editor.noOutcome': 'Kein Ergebnis',
  'noteUi.editor.outcomesFailed':
    'Die Liste der Ergebnisse konnte nicht gelesen werden: Sie können die Notiz ohne Ergebnis speichern.',
  'noteUi.editor.text': 'Notiz',
  'noteUi.editor.hint': 'Wird auf diesem Computer gespeichert und nie an die Telefonanlage gesendet.',
  'noteUi.editor.count': '{length} von {limit} Zeichen',
  'noteUi.editor.save': 'Notiz speichern',
  'noteUi.outcome.retired': '{label} (stillgelegt)',
  'noteUi.placed.label': 'Notiz zum Anruf an {number}',
  'noteUi.placed.kept': 'Notiz gespeichert.',
  'noteUi.placed.waits': 'Die Notiz wartet auf den Datensatz des Anrufs und wird ihm im Verlauf hinzugefügt.',
  'noteUi.placed.failed': 'Die Notiz konnte nicht gespeichert werden',
  'noteUi.number.title': 'Notizen zu dieser Nummer',
  'noteUi.number.intro':
    'Geschrieben nach Anrufen aus Dialdesk, zu denen nie ein Datensatz eingetroffen ist.',
  'noteUi.number.placed': 'Anruf getätigt: {time}',
  'noteUi.outcomes.title': 'Anrufergebnisse',
  'noteUi.outcomes.intro':
    'Womit Sie einen Anruf oder eine Sprachnachricht neben der Notiz kennzeichnen können. Jedes Konto hat seine eigene Liste; diese gilt für {account}.',
  'noteUi.outcomes.label': 'Ergebnis {position}',
  'noteUi.outcomes.remove': '{label} entfernen',
  'noteUi.outcomes.removeTitle': 'Entfernen (Anrufe, die es haben, behalten es)',
  'noteUi.outcomes.retireHint':
    'Ein entferntes Ergebnis wird stillgelegt: Anrufe und Sprachnachrichten, die es haben, behalten es, es wird aber nicht mehr angeboten.',
  'noteUi.outcomes.add': 'Ergebnis hinzufügen',
  'noteUi.outcomes.full': 'Ein Konto hat höchstens {limit} Ergebnisse.',
  'noteUi.outcomes.none': 'Keine Ergebnisse: Notizen werden ohne Ergebnis gespeichert.',
  'noteUi.outcomes.save': 'Ergebnisse speichern',
  'noteUi.outcomes.readFailed': 'Die Ergebnisse konnten nicht gelesen werden',
  'noteUi.outcomes.saveFailed': 'Die Ergebnisse konnten nicht gespeichert werden',
  'noteUi.localCopyHint':
    'Ihre Notizen zu Anrufen bleiben in jedem Fall erhalten. Ohne die Kopie findet eine Suche Notizen nur bei den Anrufen, die der Verlauf angezeigt hat, nicht bei älteren Anrufen.',
  'noteUi.accountRemove.withNotes': {
    one: 'Die Schlüssel des Kontos werden aus dem Schlüsselbund des Systems gelöscht; die Kopie des Anrufverlaufs, die Mailbox-Daten, die letzten Anrufe und die Abfragen werden von diesem Computer gelöscht, ebenso seine Notiz zu einem Anruf oder einer Sprachnachricht, die sich nicht erneut abrufen lässt. Anrufe und Sprachnachrichten in der Telefonanlage bleiben unverändert.',
    other:
      'Die Schlüssel des Kontos werden aus dem Schlüsselbund des Systems gelöscht; die Kopie des Anrufverlaufs, die Mailbox-Daten, die letzten Anrufe und die Abfragen werden von diesem Computer gelöscht, ebenso seine {count} Notizen zu Anrufen und Sprachnachrichten, die sich nicht erneut abrufen lassen. Anrufe und Sprachnachrichten in der Telefonanlage bleiben unverändert.',
  },
  'noteUi.accountRemove.uncounted':
    'Die Schlüssel des Kontos werden aus dem Schlüsselbund des Systems gelöscht; die Kopie des Anrufverlaufs, die Mailbox-Daten, die letzten Anrufe und die Abfragen werden von diesem Computer gelöscht, ebenso alle Notizen zu seinen Anrufen und Sprachnachrichten, die sich nicht erneut abrufen lassen. Anrufe und Sprachnachrichten in der Telefonanlage bleiben unverändert.',
  // ─── To call back (the windows) ───
  'nav.callBacks': 'Zurückrufen',
  'nav.callBacksCount': { one: 'Zurückrufen, {count}', other: 'Zurückrufen, {count}' },
  'nav.callBacksWaiting': { one: 'wartet', other: 'warten' },
  'callBacks.title': 'Zurückrufen',
  'callBacks.count': { one: '{count} Nummer', other: '{count} Nummern' },
  'callBacks.loading': 'Zurückzurufende Nummern werden geladen…',
  'callBacks.failed': 'Zurückzurufende Nummern konnten nicht geladen werden',
  'callBacks.listLabel': 'Zurückzurufende Nummern',
  'callBacks.missed': { one: '{count} verpasster Anruf', other: '{count} verpasste Anrufe' },
  'callBacks.voicemailLeft': 'Sprachnachricht hinterlassen',
  'callBacks.triedToday': 'Versucht um {time}',
  'callBacks.triedBefore': 'Versucht: {when}',
  'callBacks.done': 'Erledigt',
  'callBacks.laterToday': 'Später heute',
  'callBacks.tomorrow': 'Morgen',
  'callBacks.openCall': 'Im Verlauf zeigen',
  'callBacks.openVoicemail': 'Sprachnachricht öffnen',
  'callBacks.markFailed': 'Die Liste konnte nicht geändert werden',
  'callBacks.snoozed': { one: '{count} auf später verschoben', other: '{count} auf später verschoben' },
  'callBacks.empty.title': 'Niemand zurückzurufen.',
  'callBacks.empty.body':
    'Verpasste Anrufe und Sprachnachrichten der letzten Woche warten hier, bis Sie zurückrufen oder sie als erledigt markieren.',
  'callBacks.off.title': 'Keine Liste ohne lokalen Anrufverlauf',
  'callBacks.off.body':
    'Diese Liste entsteht aus der Kopie des Anrufverlaufs auf diesem Computer, und diese Kopie ist ausgeschaltet.',
  'callBacks.off.settings': 'In den Einstellungen einschalten',
  'directories.found.carddav': {
    one: '{count} Adressbuch auf {host} gefunden.',
    other: '{count} Adressbücher auf {host} gefunden.',
  },
  // Organization policies (issue 51).
  'policies.rule.clockTime': 'muss eine Uhrzeit wie „08:00“ oder „21:00“ sein',
  'policies.rule.accountKey':
    'muss aus 1 bis 64 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen bestehen',
  'policies.rule.domainOrAddress': 'muss eine Domain oder eine Adresse angeben',
  'policies.rule.sameAccountTwice':
    'darf keine Konto-ID zweimal nennen (geben Sie jedem Konto eine eigene „id“, um sie zu unterscheiden)',
  'policies.rule.updateAddress':
    'muss die https-Adresse eines Ordners sein, ohne Benutzernamen, Passwort, Query-String oder Fragment',
  'policies.refused.notJson': 'Ihr Wert ist kein JSON-Text.',
  'policies.refused.type.string': 'Ihr Wert muss Text sein.',
  'policies.refused.type.number': 'Ihr Wert muss eine Zahl sein.',
  'policies.refused.type.boolean': 'Ihr Wert muss true oder false sein (in der Registrierung 1 oder 0).',
  'policies.refused.secret':
    'Eine Richtlinie enthält nie Schlüssel oder Passwörter: Jede Person gibt ihre eigenen in Dialdesk ein, und sie werden im Schlüsselbund des Systems aufbewahrt.',
  'policies.refused.unknown': 'Dialdesk kennt keine Richtlinie mit diesem Namen.',
  'policies.refused.rule': '{field} {rule}.',
  'policies.file.notOwned':
    '{path} gehört nicht root, daher könnten auch andere als der Administrator die Datei ändern: Die Richtlinien darin wurden nicht angewendet.',
  'policies.file.writable':
    '{path} kann auch von anderen als root geschrieben werden: Die Richtlinien darin wurden nicht angewendet. Entziehen Sie Gruppe und anderen die Schreibberechtigung (chmod go-w).',
  'policies.file.unreadable':
    '{path} konnte nicht gelesen werden ({cause}): Die Richtlinien darin wurden nicht angewendet.',
  'policies.file.notFile': '{path} ist keine Datei: Es wurden keine Richtlinien daraus angewendet.',
  'policies.file.tooLarge':
    '{path} ist größer als {max}: Die Datei wurde nicht gelesen, und ihre Richtlinien wurden nicht angewendet.',
  'policies.file.notJson': '{path} ist kein gültiges JSON: Die Richtlinien darin wurden nicht angewendet.',
  'policies.file.notObject':
    '{path} muss ein einziges JSON-Objekt mit Richtlinien enthalten, jede unter ihrem Namen.',
  'policies.lockedField': 'wird von Ihrer Organisation festgelegt',
  'account.notUsable':
    'Dieses Konto kann nicht verwendet werden: Ihre Organisation stellt es nicht mehr bereit oder erlaubt keine eigenen Konten.',
  'account.ownNotAllowed':
    'Ihre Organisation stellt die Konten auf diesem Computer bereit: Sie können kein eigenes hinzufügen.',
  'account.organisationKeeps':
    'Ihre Organisation stellt dieses Konto bereit: Es kann hier nicht entfernt werden.',
  'directories.setByOrganization':
    'Ihre Organisation legt dieses Verzeichnis fest: Hier kann nur sein Passwort eingegeben werden. Sonst wurde nichts geändert.',
  'directories.organisationKeeps':
    'Ihre Organisation stellt dieses Verzeichnis bereit: Es kann hier nicht entfernt werden.',
  'account.nothingToMerge':
    'Ihre Organisation stellt kein Konto auf derselben Telefonanlage wie dieses bereit.',
  'account.mergeBothNoted':
    'Das Konto Ihrer Organisation hat auf diesem Computer bereits eigene Notizen: Die beiden Konten können nicht zusammengeführt werden. Entfernen Sie zuerst eines davon.',
  'crm.setByOrganization':
    'Ihre Organisation legt die CRM-Adresse auf diesem Computer fest: Die Adresse wurde nicht geändert.',
  'hours.setByOrganization':
    'Ihre Organisation legt die Anrufzeiten auf diesem Computer fest: Die Anrufzeiten wurden nicht geändert.',
  'policies.readerMissing':
    'Die Richtlinien Ihrer Organisation auf diesem Computer konnten nicht gelesen werden: Das Richtlinien-Lesemodul von Dialdesk fehlt. Eine Neuinstallation von Dialdesk stellt es wieder her.',
  'policies.setByOrganization': 'Von Ihrer Organisation festgelegt',
  'policies.account.provided': 'Von Ihrer Organisation bereitgestellt',
  'policies.account.withdrawn':
    'Ihre Organisation stellt dieses Konto nicht mehr bereit, daher kann es nicht verwendet werden. Seine Schlüssel und sein Anrufverlauf bleiben erhalten, bis Sie es entfernen.',
  'policies.account.turnedOff':
    'Ihre Organisation hat eigene Konten deaktiviert. Dieses Konto bleibt samt Anrufverlauf erhalten, kann aber nicht verwendet werden.',
  'policies.account.keysYours':
    'Ihre Organisation hat dieses Konto eingerichtet: Sie geben nur Ihre Schlüssel selbst ein.',
  'policies.account.extensionAndKeysYours':
    'Ihre Organisation hat dieses Konto eingerichtet: Sie geben nur Ihre Nebenstelle und Ihre Schlüssel selbst ein.',
  'policies.title': 'Richtlinien',
  'policies.readFrom': 'Von Ihrer Organisation festgelegt, gelesen aus {where}.',
  'policies.lastGoodKept': 'Die zuvor gelesenen Richtlinien bleiben in Kraft, bis das Problem behoben ist.',
  'policies.inForce': 'In Kraft',
  'policies.notApplied': 'Nicht angewendet',
  'policies.none': 'Auf diesem Computer sind keine Richtlinien festgelegt.',
  'accounts.merge.offer': 'Ihre Organisation stellt diese Telefonanlage jetzt als „{name}“ bereit.',
  'accounts.merge.button': 'Mit {name} zusammenführen',
  'accounts.merge.title': '{name} mit {into} zusammenführen?',
  'accounts.merge.what':
    'Die Schlüssel des Kontos, Ihre Nebenstelle sowie sein Anrufverlauf und seine Notizen auf diesem Computer gehen auf {into} über. {name} erscheint danach nicht mehr in dieser Liste.',
  'accounts.merge.confirm': 'Zusammenführen',
  'accounts.merging': 'Wird zusammengeführt…',
  'accounts.mergeFailed': 'Zusammenführen fehlgeschlagen',
  'directories.servesEvery': 'Für alle Konten',
  'directories.form.everyAccount': 'Es benennt Anrufer für alle Konten.',
  'directories.organisation.passwordYours':
    'Ihre Organisation hat dieses Verzeichnis eingerichtet: Sie geben nur Ihr Passwort selbst ein.',
  'directories.form.booksAll': 'Alle werden gelesen.',
  'directories.form.savePassword': 'Passwort speichern',
  'hours.settings.introLocked':
    'Ein Anruf außerhalb dieser Zeiten am Ort, an dem die Nummer klingelt, fragt Sie zuerst, wie auch immer er getätigt wird. Ihre Organisation legt sie für alle Konten fest.',
} as const satisfies Translation;
