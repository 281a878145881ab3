// Italian catalog. Glossary (use these terms everywhere, consistently):
//   voicemail (service/screen) = segreteria, a voicemail message = messaggio vocale,
//   extension = interno ("int. 201" where English says "ext 201"), call back = richiamare ("Richiama"),
//   Do Not Call (DNC) = Registro delle opposizioni (flag: "Non chiamare"), recording = registrazione,
//   lookup / look up = ricerca / cercare, lookup service = servizio di ricerca, lookup key = chiave del
//   servizio di ricerca, lookup URL = URL del servizio di ricerca, line type = tipo di linea,
//   carrier = operatore, missed call = chiamata persa, incoming = in entrata, outgoing = in uscita,
//   internal = interna, call history = cronologia chiamate (nav: "Cronologia"), dial pad = tastierino,
//   hotkey = scorciatoia da tastiera, phone system = centralino, phone-system key = chiave del centralino,
//   account = account, account id = ID account, API key = chiave API, base URL = URL di base,
//   main SIP account key = chiave dell'account SIP principale, keychain = portachiavi del sistema,
//   tray = area di notifica, notification = notifica, unheard = da ascoltare, heard = ascoltato,
//   transcription = trascrizione, Settings = Impostazioni, demo = demo, caller = chiamante,
//   local copy = copia locale, mailbox = casella, update feed = feed degli aggiornamenti,
//   release page = pagina della versione, clipboard = appunti, dismiss (× button) = chiudi,
//   People (the screen) = Contatti, contact = contatto, favourite = preferito, label (of a number) =
//   etichetta, company = azienda, note = nota.
//   company directory (LDAP, CardDAV) = rubrica aziendale.
// Register: informal "tu" throughout; buttons in the imperative ("Salva", "Annulla", "Richiama").
// Quotes: « »; error headlines as "Impossibile …".
import type { Translation } from '../catalog-types';

export const it = {
  // ─── The language setting ───
  'language.label': 'Lingua',
  'language.system': 'Lingua del computer ({language})',
  'confirm.windowTitle': 'Chiamare con Dialdesk?',
  'quickDial.windowTitle': 'Composizione rapida',
  'quickDial.field': 'Nome, azienda o numero',
  'quickDial.account': 'Chiamate da {account}',
  'quickDial.results': { one: '{count} risultato', other: '{count} risultati' },
  'quickDial.noResults': 'Nessuno trovato.',
  'quickDial.typedNumber': 'Il numero digitato',
  'quickDial.dials': 'Compone {number}',
  'quickDial.favourite': 'Preferito',
  'quickDial.directory': 'Rubrica aziendale',
  'quickDial.dncFlagged': 'Non chiamare (DNC)',
  'quickDial.dncClear': 'Non è nella lista Non chiamare',
  'quickDial.dncUnchecked': 'Non verificato',
  'quickDial.keys': 'Invio chiama · Maiusc+Invio cerca · Esc chiude',
  'quickDial.copied': '{number} copiato.',
  // ─── The frame ───
  'app.name': 'Dialdesk',
  'app.dismissSwitchProblem': "Chiudi l'avviso sul cambio di account",
  'app.switchFailed': 'Dialdesk non è riuscito a passare a {account}.',
  'app.switchFailedDemo': 'Dialdesk non è riuscito a passare alla demo.',
  'app.dismissWarning': 'Chiudi questo avviso',
  'app.dismissHistoryNotice': "Chiudi l'avviso sulla cronologia chiamate",
  'app.dismissAccountsNotice': "Chiudi l'avviso sugli account",
  'app.dismissVoicemailProblem': "Chiudi l'avviso sulla segreteria",
  'app.openSettings': 'Apri Impostazioni',
  'app.voicemailNotChecked': 'I nuovi messaggi vocali non vengono controllati.',
  'app.missingBridge': "Dialdesk non riesce a comunicare con il suo processo principale. Riavvia l'app.",
  'app.recordingNoParty': 'Registrazione',
  'app.field.callerName': 'Nome chiamante',
  'app.field.callerNumber': 'Numero chiamante',
  'app.field.received': 'Ricevuto',
  'app.field.length': 'Durata',
  'app.field.priority': 'Priorità',
  'app.field.mailbox': 'Casella',
  'app.field.direction': 'Direzione',
  'app.field.numberDialled': 'Numero chiamato',
  'app.field.recorded': 'Registrata',

  'nav.dialPad': 'Tastierino',
  'nav.history': 'Cronologia',
  'nav.voicemail': 'Segreteria',
  'nav.recordings': 'Registrazioni',
  'nav.lookup': 'Ricerca',
  'nav.settings': 'Impostazioni',
  'nav.voicemailUnheard': {
    one: 'Segreteria, {count} messaggio da ascoltare',
    other: 'Segreteria, {count} messaggi da ascoltare',
  },
  'nav.unheard': { one: 'da ascoltare', other: 'da ascoltare' },

  'demo.label': 'Demo:',
  'demo.madeUpUntilConnect': 'chiamate fittizie finché non colleghi il centralino qui sotto.',
  'demo.madeUp': 'queste chiamate sono fittizie.',
  'demo.explore': 'Esplora la demo',
  'demo.connect': 'Collega il tuo centralino',

  'firstRun.title': 'Ti diamo il benvenuto in Dialdesk',
  'firstRun.intro':
    'Dialdesk effettua le chiamate tramite il centralino della tua azienda: squilla prima il tuo interno. Porta sulla tua scrivania la segreteria, la cronologia chiamate e le registrazioni del centralino.',
  'firstRun.notConnected': 'Dialdesk non è ancora collegato a un centralino.',
  'firstRun.demo':
    'Nel frattempo puoi provare tutto con una demo: chiamate, messaggi vocali e registrazioni sono fittizi e nessun telefono squilla davvero.',
  'firstRun.hint':
    "Per collegarti ti servono ID account, dominio, interno e chiave: te li fornisce il tuo fornitore di telefonia o l'amministratore. Puoi esplorare prima la demo e collegarti in qualsiasi momento.",

  'confirm.loading': 'Recupero della chiamata…',
  'confirm.from.hotkey': 'Chiamare dal testo selezionato?',
  'confirm.from.tray': "Chiamare dall'area di notifica?",
  'confirm.from.link': 'Chiamare da un link?',
  'confirm.from.commandLine': 'Chiamare dalla riga di comando?',
  'confirm.from.missedCall': 'Chiamare da una notifica di chiamata persa?',
  'confirm.from.selection': 'Chiamare dalla selezione?',
  'confirm.from.clipboard': 'Chiamare dagli appunti?',
  'confirm.dials': 'compone {number}',
  'confirm.read': 'Letto: {text}',
  'confirm.plan': 'Squilla prima il tuo interno {extension}.',
  'confirm.planOnAccount': 'Squilla prima il tuo interno {extension} su {account}.',
  'confirm.planThenDial': "Squilla prima il tuo interno {extension}, poi componi l'interno {dial}.",
  'confirm.planOnAccountThenDial':
    "Squilla prima il tuo interno {extension} su {account}, poi componi l'interno {dial}.",
  'confirm.planLabel': 'Su questa chiamata',
  'confirm.cancel': 'Annulla',
  'confirm.call': 'Chiama',
  'confirm.calling': 'Chiamata in corso…',
  'confirm.close': 'Chiudi',
  'confirm.keyEsc': 'Esc',
  'confirm.keyEnter': 'Invio',
  'confirm.cancelled': 'Annullata: non è stato composto nulla.',
  'confirm.noCall': 'Nessuna chiamata in attesa',
  'confirm.noCallWhy': 'È stata effettuata o annullata altrove. Da qui non verrà composto nulla.',

  'errors.reason.invalidArgument': 'Dati non validi',
  'errors.reason.forbiddenSender': 'Richiesta rifiutata',
  'errors.reason.notConfigured': 'Configurazione necessaria',
  'errors.reason.keyMissing': 'Chiave non impostata',
  'errors.reason.keychainUnavailable': 'Portachiavi non disponibile',
  'errors.reason.keychainLocked': 'Portachiavi bloccato',
  'errors.reason.settingsInvalid': 'Impostazioni non valide',
  'errors.reason.unauthorized': 'Chiave errata',
  'errors.reason.forbidden': 'Account non autorizzato',
  'errors.reason.notFound': 'Non trovato',
  'errors.reason.rateLimited': 'Troppe richieste',
  'errors.reason.serverError': 'Problema del server',
  'errors.reason.unreachable': 'Server non raggiungibile',
  'errors.reason.unexpectedReply': 'Risposta inattesa',
  'errors.reason.lookupFailed': 'Ricerca non riuscita',
  'errors.reason.noNumber': 'Nessun numero trovato',
  'errors.reason.callInProgress': 'Chiamata non inviata',
  'errors.reason.callRejected': 'Chiamata non effettuata',
  'errors.reason.dncNotConfirmed': 'Numero nel Registro delle opposizioni',
  'errors.reason.outsideCallingHours': 'Fuori dall’orario di chiamata',
  'errors.reason.callNotPending': 'Chiamata non più in attesa',
  'errors.reason.crmNotConfirmed': 'Indirizzo non ancora mostrato',
  'errors.reason.busy': 'Operazione già in corso',
  'errors.reason.internal': 'Si è verificato un problema',
  'errors.headline': '{reason}.',
  'errors.callMayRing': 'La chiamata potrebbe squillare comunque: controlla il telefono prima di riprovare.',

  'check.seeDetails': '{reason}: vedi Dettagli.',
  'check.phoneSystem.unreachable':
    "Dialdesk non è riuscito a raggiungere il centralino. Controlla l'ID account e il dominio (o l'indirizzo completo) e che questo computer sia connesso a Internet.",
  'check.phoneSystemAt.unreachable':
    "Dialdesk non è riuscito a raggiungere il centralino all'indirizzo {host}. Controlla l'ID account e il dominio (o l'indirizzo completo) e che questo computer sia connesso a Internet.",
  'check.phoneSystem.timeout':
    "Il centralino non ha risposto in tempo. Controlla l'ID account e il dominio (o l'indirizzo completo), poi salva di nuovo.",
  'check.phoneSystemAt.timeout':
    "Il centralino all'indirizzo {host} non ha risposto in tempo. Controlla l'ID account e il dominio (o l'indirizzo completo), poi salva di nuovo.",
  'check.phoneSystem.notFound':
    "Il centralino ha risposto, ma a questo indirizzo non c'è nulla che accetti le richieste di Dialdesk. Controlla l'ID account e il dominio (o l'indirizzo completo).",
  'check.phoneSystemAt.notFound':
    "Il centralino all'indirizzo {host} ha risposto, ma a questo indirizzo non c'è nulla che accetti le richieste di Dialdesk. Controlla l'ID account e il dominio (o l'indirizzo completo).",
  'check.phoneSystem.unexpectedReply':
    "All'indirizzo del centralino ha risposto qualcos'altro, non il centralino. Controlla l'ID account e il dominio (o l'indirizzo completo).",
  'check.phoneSystemAt.unexpectedReply':
    "All'indirizzo del centralino {host} ha risposto qualcos'altro, non il centralino. Controlla l'ID account e il dominio (o l'indirizzo completo).",
  'check.phoneSystem.serverError':
    'Il centralino ha avuto un problema nel rispondere. Salva di nuovo tra qualche istante.',
  'check.phoneSystemAt.serverError':
    "Il centralino all'indirizzo {host} ha avuto un problema nel rispondere. Salva di nuovo tra qualche istante.",
  'check.phoneSystem.rateLimited':
    'Il centralino ha chiesto a Dialdesk di rallentare. Salva di nuovo tra un minuto.',
  'check.phoneSystemAt.rateLimited':
    "Il centralino all'indirizzo {host} ha chiesto a Dialdesk di rallentare. Salva di nuovo tra un minuto.",
  'check.phoneSystem.unauthorized':
    'Il centralino ha rifiutato la chiave del centralino. Incolla di nuovo la chiave completa qui sopra, poi salva.',
  'check.phoneSystemAt.unauthorized':
    "Il centralino all'indirizzo {host} ha rifiutato la chiave del centralino. Incolla di nuovo la chiave completa qui sopra, poi salva.",
  'check.phoneSystem.forbidden':
    "Il centralino ha accettato la chiave, ma il suo account API non può leggere la cronologia chiamate. Chiedi all'amministratore del centralino di consentirlo.",
  'check.phoneSystemAt.forbidden':
    "Il centralino all'indirizzo {host} ha accettato la chiave, ma il suo account API non può leggere la cronologia chiamate. Chiedi all'amministratore del centralino di consentirlo.",
  'check.phoneSystem.notConfigured':
    "Per collegarti, inserisci l'ID account, il tuo interno e il dominio (o un indirizzo completo).",
  'check.lookup.unreachable':
    "Dialdesk non è riuscito a raggiungere il servizio di ricerca. Controlla l'URL del servizio di ricerca e che questo computer sia connesso a Internet.",
  'check.lookupAt.unreachable':
    "Dialdesk non è riuscito a raggiungere il servizio di ricerca all'indirizzo {host}. Controlla l'URL del servizio di ricerca e che questo computer sia connesso a Internet.",
  'check.lookup.timeout':
    "Il servizio di ricerca non ha risposto in tempo. Controlla l'URL del servizio di ricerca, poi salva di nuovo.",
  'check.lookupAt.timeout':
    "Il servizio di ricerca all'indirizzo {host} non ha risposto in tempo. Controlla l'URL del servizio di ricerca, poi salva di nuovo.",
  'check.lookup.notFound':
    "Il servizio di ricerca ha risposto, ma a questo indirizzo non c'è nulla che accetti le richieste di Dialdesk. Controlla l'URL del servizio di ricerca.",
  'check.lookupAt.notFound':
    "Il servizio di ricerca all'indirizzo {host} ha risposto, ma a questo indirizzo non c'è nulla che accetti le richieste di Dialdesk. Controlla l'URL del servizio di ricerca.",
  'check.lookup.unexpectedReply':
    "All'indirizzo del servizio di ricerca ha risposto qualcos'altro, non il servizio. Controlla l'URL del servizio di ricerca.",
  'check.lookupAt.unexpectedReply':
    "All'indirizzo del servizio di ricerca {host} ha risposto qualcos'altro, non il servizio. Controlla l'URL del servizio di ricerca.",
  'check.lookup.serverError':
    'Il servizio di ricerca ha avuto un problema nel rispondere. Salva di nuovo tra qualche istante.',
  'check.lookupAt.serverError':
    "Il servizio di ricerca all'indirizzo {host} ha avuto un problema nel rispondere. Salva di nuovo tra qualche istante.",
  'check.lookup.rateLimited':
    'Il servizio di ricerca ha chiesto a Dialdesk di rallentare. Salva di nuovo tra un minuto.',
  'check.lookupAt.rateLimited':
    "Il servizio di ricerca all'indirizzo {host} ha chiesto a Dialdesk di rallentare. Salva di nuovo tra un minuto.",
  'check.lookup.refused':
    'Il servizio di ricerca ha rifiutato la sua chiave. Incolla di nuovo la chiave completa qui sopra, poi salva.',
  'check.lookupAt.refused':
    "Il servizio di ricerca all'indirizzo {host} ha rifiutato la sua chiave. Incolla di nuovo la chiave completa qui sopra, poi salva.",
  'check.lookup.nothingFound':
    'Il servizio di ricerca ha accettato la chiave, ma non ha trovato nulla per questo numero.',
  'check.lookupAt.nothingFound':
    "Il servizio di ricerca all'indirizzo {host} ha accettato la chiave, ma non ha trovato nulla per questo numero.",
  'check.lookup.notConfigured': "Per cercare i numeri, inserisci l'URL del servizio di ricerca.",
  'check.keychainLocked':
    'Il portachiavi del sistema è bloccato, quindi Dialdesk non può leggere la chiave. Sbloccalo, poi salva di nuovo.',
  'check.keychainUnavailable':
    'Nessun portachiavi del sistema è attivo, quindi Dialdesk non può conservare la chiave. In Dettagli trovi cosa installare.',
  'check.pbxKey.otherAddress':
    'La chiave del centralino era stata inserita per un altro indirizzo: incollala di nuovo qui sopra, poi salva.',
  'check.pbxKey.otherAddressAt':
    'La chiave del centralino era stata inserita per un altro indirizzo: incollala di nuovo qui sopra per {host}, poi salva.',
  'check.pbxKey.missing':
    'Non è ancora salvata alcuna chiave del centralino: incollala qui sopra, poi salva.',
  'check.pbxKey.missingAt':
    'Non è ancora salvata alcuna chiave del centralino per {host}: incollala qui sopra, poi salva.',
  'check.lookupKey.otherAddress':
    'La chiave del servizio di ricerca era stata inserita per un altro indirizzo: incollala di nuovo qui sopra, poi salva.',
  'check.lookupKey.otherAddressAt':
    'La chiave del servizio di ricerca era stata inserita per un altro indirizzo: incollala di nuovo qui sopra per {host}, poi salva.',
  'check.lookupKey.missing':
    'Non è ancora salvata alcuna chiave del servizio di ricerca: incollala qui sopra, poi salva.',
  'check.lookupKey.missingAt':
    'Non è ancora salvata alcuna chiave del servizio di ricerca per {host}: incollala qui sopra, poi salva.',
  // ─── History and lists ───
  // History: the screen.

  'history.title': 'Cronologia chiamate',
  'history.list.label': 'Chiamate',
  'history.empty.range.title': 'Nessuna chiamata in questi giorni',
  'history.empty.range.body': 'Scegli altri giorni o cancella le date per vedere tutte le chiamate.',
  'history.empty.title': 'Ancora nessuna chiamata',
  'history.empty.body': 'Qui compaiono le chiamate che fai e che ricevi.',
  'history.noMatch.search': 'Nessuna chiamata corrisponde a «{filter}»',
  'history.noMatch.kind': 'Nessuna chiamata di questo tipo',
  'history.noMatch.loadedSearch': 'Nessuna chiamata caricata corrisponde a «{filter}»',
  'history.noMatch.loadedKind': 'Nessuna chiamata di questo tipo tra quelle caricate',
  'history.noMatch.widen': 'Cancella il filtro per vedere tutte le chiamate.',
  'history.summary.stored': {
    one: '{count} chiamata salvata su questo computer',
    other: '{count} chiamate salvate su questo computer',
  },
  'history.summary.storedMatch': {
    one: '{count} chiamata salvata corrisponde',
    other: '{count} chiamate salvate corrispondono',
  },
  'history.summary.loadedMatch': {
    one: '{shown} su {count} chiamata caricata corrisponde',
    other: '{shown} su {count} chiamate caricate corrispondono',
  },
  'history.summary.loaded': { one: '{count} chiamata caricata', other: '{count} chiamate caricate' },
  'history.keys': '{up} {down} scorri · {enter} dettagli · {c} richiama · {l} cerca',
  'history.backfill.progress': {
    one: 'Copia della cronologia chiamate su questo computer: {count} chiamata',
    other: 'Copia della cronologia chiamate su questo computer: {count} chiamate',
  },
  'history.backfill.progressBackTo': {
    one: 'Copia della cronologia chiamate su questo computer: {count} chiamata · fino a {day}',
    other: 'Copia della cronologia chiamate su questo computer: {count} chiamate · fino a {day}',
  },
  'history.backfill.cancel': 'Annulla',

  // History: the columns and the rows.

  'history.column.time': 'Ora',
  'history.column.duration': 'Durata',
  'history.column.party': 'Nome e numero',
  'history.column.type': 'Tipo',
  'history.column.actions': 'Azioni',
  'history.row.spoken.missed': '{direction}, persa',
  'history.row.spoken.voicemail': '{direction}, segreteria',
  'history.row.spoken.busy': '{direction}, occupato',
  'history.row.spoken.noAnswer': '{direction}, nessuna risposta',
  'history.row.spoken.cancelled': '{direction}, annullata',
  'history.row.spoken.failed': '{direction}, non riuscita',
  'history.row.noTalk': 'Nessuna{rest}',
  'history.row.noTalkRest': ' conversazione',
  'history.row.notAnswered': 'Nessuna risposta. La chiamata è durata {duration}.',
  'history.row.callBack': 'Richiama {name}',
  'history.row.callBackTitle': 'Richiama (C)',
  'history.row.lookUp': 'Cerca {number}',
  'history.row.lookUpTitle': 'Cerca (L)',

  // History: the filters.

  'history.kind.label': 'Chiamate da mostrare',
  'history.kind.all': 'Tutte le chiamate',
  'history.kind.missed': 'Perse',
  'history.kind.inbound': 'In entrata',
  'history.kind.outbound': 'In uscita',
  'history.kind.local': 'Interne',
  'history.search.placeholder': 'Nome o numero',
  'history.search.local': 'Cerca le chiamate per nome o numero',
  'history.search.loaded': 'Filtra le chiamate caricate per nome o numero',

  // Which way a call went, and what happened to it (also the CSV export's Result column).

  'history.direction.inbound': 'In entrata',
  'history.direction.outbound': 'In uscita',
  'history.direction.local': 'Interna',
  'history.direction.unknown': 'Chiamata',
  'history.result.answered': 'Risposta',
  'history.result.missed': 'Persa',
  'history.result.voicemail': 'Segreteria',
  'history.result.busy': 'Occupato',
  'history.result.noAnswer': 'Nessuna risposta',
  'history.result.cancelled': 'Annullata',
  'history.result.failed': 'Non riuscita',

  // History: the CSV export.

  'history.export.button': 'Esporta CSV…',
  'history.export.cancelling': "Annullamento dell'esportazione…",
  'history.export.starting': 'Esportazione della cronologia chiamate…',
  'history.export.loaded': { one: '{count} chiamata caricata…', other: '{count} chiamate caricate…' },
  'history.export.cancel': 'Annulla esportazione',
  'history.export.failed': 'Impossibile esportare la cronologia chiamate',
  'history.export.cancelled': 'Esportazione annullata.',
  'history.export.written': {
    one: '{count} chiamata esportata in {path}',
    other: '{count} chiamate esportate in {path}',
  },
  'history.export.separatorComma':
    'Le colonne sono separate da virgole (,), secondo le impostazioni internazionali di questo computer.',
  'history.export.separatorSemicolon':
    'Le colonne sono separate da punti e virgola (;), secondo le impostazioni internazionali di questo computer.',
  'history.export.showInFolder': 'Mostra nella cartella',
  'history.export.dismiss': 'Chiudi',

  // Settings, Call history: the local copy of the calls.

  'history.local.noMissedAlerts':
    'Gli avvisi di chiamata persa non sono disponibili per questo centralino: i suoi registri chiamate non indicano quali chiamate sono state perse.',
  'history.local.unplaced': {
    one: '{count} chiamata del centralino non ha un orario di inizio utilizzabile e non viene conservata su questo computer.',
    other:
      '{count} chiamate del centralino non hanno un orario di inizio utilizzabile e non vengono conservate su questo computer.',
  },
  'history.local.stored': {
    one: 'Su questo computer è salvata {count} chiamata.',
    other: 'Su questo computer sono salvate {count} chiamate.',
  },
  'history.local.noneStored': 'Su questo computer non è salvata alcuna chiamata.',
  'history.local.delete': 'Elimina cronologia locale',
  'history.local.deleting': 'Eliminazione…',
  'history.local.deleteFailed': 'Impossibile eliminare la cronologia locale',

  // The call detail.

  'detail.opening': 'Apertura della chiamata…',
  'detail.kind.missed': 'Chiamata persa',
  'detail.kind.inbound': 'Chiamata in entrata',
  'detail.kind.outbound': 'Chiamata in uscita',
  'detail.kind.local': 'Chiamata interna',
  'detail.kind.unknown': 'Chiamata',
  'detail.eyebrow': '{what} · {time}',
  'detail.nameFrom.contact': 'Nome ricavato dai suoi contatti',
  'detail.nameFrom.directory': 'Nome ricavato dalla rubrica aziendale',
  'detail.nameFrom.thisCall': 'Nome ricavato da questa chiamata',
  'detail.nameFrom.otherCalls': 'Nome ricavato da altre chiamate con questo numero',
  'detail.callBack': 'Richiama',
  'detail.loadingFields': 'Caricamento di tutti i campi della chiamata…',
  'detail.loadFailed': 'Impossibile caricare i dati completi della chiamata',
  'detail.fields': 'Dettagli chiamata',
  'detail.facts.label': 'Prima di chiamare',
  'detail.facts.details': 'Dettagli ricerca',
  'detail.facts.lookUp': 'Cerca',
  'detail.facts.reading': 'Lettura della cache delle ricerche…',
  'detail.facts.none': 'Non ancora cercato.',
  'detail.pane': 'Dettagli',
  'detail.back': 'Indietro',
  'detail.close': 'Chiudi dettagli',

  'detail.field.direction': 'Direzione',
  'detail.field.callerName': 'Nome chiamante',
  'detail.field.callerNumber': 'Numero chiamante',
  'detail.field.dialled': 'Numero chiamato',
  'detail.field.started': 'Inizio',
  'detail.field.answered': 'Risposta',
  'detail.field.ended': 'Fine',
  'detail.field.duration': 'Durata',
  'detail.field.talkTime': 'Tempo di conversazione',
  'detail.field.hangupCause': 'Motivo della chiusura',
  'detail.field.extension': 'Interno',
  'detail.field.audioQuality': 'Qualità audio (MOS, 1–5)',
  'detail.field.notAnswered': 'senza risposta',
  'detail.field.noAudio': 'nessun audio',

  'detail.hangupCause.normalClearing': 'Terminata normalmente',
  'detail.hangupCause.noAnswer': 'Nessuna risposta',
  'detail.hangupCause.userBusy': 'Linea occupata',
  'detail.hangupCause.originatorCancel': 'Il chiamante ha riagganciato prima della risposta',
  'detail.hangupCause.callRejected': 'Chiamata rifiutata',
  'detail.hangupCause.noUserResponse': 'Nessuna risposta dal telefono',
  'detail.hangupCause.unallocatedNumber': 'Numero inesistente',
  'detail.hangupCause.normalTemporaryFailure': 'Guasto temporaneo della rete',
  'detail.hangupCause.recoveryOnTimerExpire': 'Tempo scaduto',
  'detail.hangupCause.loseRace': 'Risposta da un altro telefono',
  'detail.hangupCause.subscriberAbsent': 'Telefono non registrato',
  'detail.hangupCause.destinationOutOfOrder': 'Destinazione fuori servizio',
  'detail.hangupCause.invalidNumberFormat': 'Formato del numero non valido',

  // Fields of a record (call, voicemail, recording, lookup) and of Settings.

  'fields.notProvided': 'non fornito',
  'fields.all': 'Tutti i campi',
  'fields.hotkey.off': 'Disattivata',
  'fields.hotkey.turnOff': 'Disattiva',
  'fields.hotkey.howTo': 'Fai clic sul campo e premi i tasti.',
  'fields.country.choose': "Scegli un paese dall'elenco.",

  // What every list shares. History, Voicemail and Recordings each have their own sentence.

  'list.loading.history': 'Caricamento della cronologia chiamate…',
  'list.loading.voicemail': 'Caricamento della segreteria…',
  'list.loading.recordings': 'Caricamento delle registrazioni…',
  'list.failed.history': 'Impossibile caricare la cronologia chiamate',
  'list.failed.voicemail': 'Impossibile caricare la segreteria',
  'list.failed.recordings': 'Impossibile caricare le registrazioni',
  'list.saved.history': 'Cronologia chiamate salvata ({time})',
  'list.saved.voicemail': 'Segreteria salvata ({time})',
  'list.saved.recordings': 'Registrazioni salvate ({time})',
  'list.savedLoading': '{saved} · caricamento dei dati più recenti…',
  'list.refresh.history': 'Aggiorna la cronologia chiamate',
  'list.refresh.voicemail': 'Aggiorna la segreteria',
  'list.refresh.recordings': 'Aggiorna le registrazioni',
  'list.refresh': 'Aggiorna',
  'list.footer.loadingMore': '{summary} · caricamento in corso…',
  'list.footer.allLoaded': '{summary} · tutto caricato',
  'list.failedMore.calls': 'Impossibile caricare altre chiamate',
  'list.failedMore.recordings': 'Impossibile caricare altre registrazioni',
  'list.loadMore.calls': 'Carica altre chiamate',
  'list.loadMore.recordings': 'Carica altre registrazioni',
  'list.filters': 'Filtri',
  'list.filtersInUse': { one: 'Filtri, {count} attivo', other: 'Filtri, {count} attivi' },

  'list.days.label': 'Giorni da mostrare',
  'list.days.from': 'Dal',
  'list.days.to': 'Al',
  'list.days.firstDay': 'Primo giorno',
  'list.days.lastDay': 'Ultimo giorno',
  'list.days.show': 'Mostra giorni',
  'list.days.all': 'Tutti i giorni',
  'list.days.reversed': "Il primo giorno è successivo all'ultimo.",

  'list.error.title': '{what}: {reason}',
  'list.error.details': 'Dettagli',
  'list.error.code': 'Codice errore: {code}',
  'list.error.retry': 'Riprova',
  'list.error.openSettings': 'Apri Impostazioni',

  // Dates and durations.

  'time.today': 'Oggi',
  'time.yesterday': 'Ieri',
  'time.dayAndTime': '{day} {time}',
  'time.justNow': 'poco fa',
  'time.hours': '{count} h',
  'time.minutes': '{count} min',
  'time.seconds': '{count} s',
  // ─── People ───
  'nav.people': 'Contatti',
  'people.title': 'Contatti',
  'people.count': { one: '{count} contatto', other: '{count} contatti' },
  'people.countFound': { one: '{count} trovato', other: '{count} trovati' },
  'people.add': 'Aggiungi contatto',
  'people.searchPlaceholder': 'Nome, azienda o numero',
  'people.searchLabel': 'Cerca nei contatti per nome, azienda, nota o numero',
  'people.listLabel': 'Contatti',
  'people.loading': 'Caricamento dei contatti…',
  'people.loadFailed': 'Impossibile caricare i tuoi contatti',
  'people.empty.title': 'Ancora nessun contatto',
  'people.empty.body':
    'Tieni qui le persone che chiami, con tutti i loro numeri. I loro nomi compariranno nella cronologia, nella segreteria e a ogni chiamata, e potrai aggiungere ai preferiti i numeri che chiami più spesso.',
  'people.noMatch': 'Nessun contatto corrisponde a «{search}»',
  'people.noMatchWiden': 'Cancella la ricerca per vedere tutti i contatti.',
  'people.keys': '{up} {down} scorri · {enter} apri · {c} chiama',
  'people.row.noNumbers': 'Nessun numero',
  'people.label.work': 'Lavoro',
  'people.label.mobile': 'Cellulare',
  'people.label.home': 'Casa',
  'people.label.extension': 'Interno',
  'people.label.other': 'Altro',
  'people.eyebrow': 'Contatto',
  'people.opening': 'Apertura del contatto…',
  'people.openFailed': 'Impossibile aprire il contatto',
  'people.call': 'Chiama',
  'people.edit': 'Modifica',
  'people.delete': 'Elimina',
  'people.numbers': 'Numeri',
  'people.noNumbers': 'Nessun numero salvato per questo contatto.',
  'people.note': 'Nota',
  'people.star': 'Preferito: {label} {number}',
  'people.callNumber': 'Chiama: {label} {number}',
  'people.lookUpNumber': 'Cerca: {label} {number}',
  'people.copyNumber': 'Copia: {label} {number}',
  'people.otherAccount': 'Un interno di {account}: si chiama e si aggiunge ai preferiti solo lì.',
  'people.deleted': 'Contatto eliminato: {name}.',
  'people.undo': 'Annulla',
  'people.dismissDeleted': 'Chiudi',
  'people.deleteFailed': 'Impossibile eliminare il contatto',
  'people.restoreFailed': 'Impossibile ripristinare il contatto',
  'people.dismissRestored': "Chiudi l'avviso sui tuoi contatti",
  'people.recordedName': 'Nel centralino: {name}',
  'people.saveTo': 'Salva nei contatti',
  'people.editContact': 'Modifica contatto',
  'people.favourites.title': 'Preferiti',
  'people.favourites.moveUp': 'Sposta su {name}, {label}',
  'people.favourites.moveDown': 'Sposta giù {name}, {label}',
  'people.favourites.moved': '{name}, {label}: {position} di {total}',
  'people.favourites.keys': '{up} {down} spostano il preferito che ha lo stato attivo',
  'people.favourites.starFailed': 'Impossibile modificare il preferito',
  'people.favourites.orderFailed': "Impossibile modificare l'ordine dei preferiti",
  'people.choose.title': 'Quale numero di {name}?',
  'people.editor.new': 'Nuovo contatto',
  'people.editor.edit': 'Modifica contatto',
  'people.editor.name': 'Nome',
  'people.editor.company': 'Azienda',
  'people.editor.note': 'Nota',
  'people.editor.numbers': 'Numeri',
  'people.editor.label': 'Etichetta del numero {position}',
  'people.editor.number': 'Numero {position}',
  'people.editor.removeNumber': 'Rimuovi il numero {position}',
  'people.editor.addNumber': 'Aggiungi numero',
  'people.editor.tooManyNumbers': {
    one: 'Un contatto ha al massimo {count} numero.',
    other: 'Un contatto ha al massimo {count} numeri.',
  },
  'people.editor.atLimit': {
    one: 'Al massimo {count} carattere: limite raggiunto.',
    other: 'Al massimo {count} caratteri: limite raggiunto.',
  },
  'people.editor.nameRequired': 'Inserisci un nome.',
  'people.editor.save': 'Salva contatto',
  'people.editor.saveFailed': 'Impossibile salvare il contatto',
  // ─── Voicemail, recordings, lookup, dial pad, calls ───
  'voicemail.title': 'Segreteria',
  'voicemail.countMatching': {
    one: '{count} su {total} corrisponde',
    other: '{count} su {total} corrispondono',
  },
  'voicemail.countUnheard': {
    one: '{count} da ascoltare su {total}',
    other: '{count} da ascoltare su {total}',
  },
  'voicemail.countMessages': { one: '{count} messaggio', other: '{count} messaggi' },
  'voicemail.searchPlaceholder': 'Nome, numero o parole',
  'voicemail.searchLabel': 'Cerca nei messaggi vocali per nome, numero o trascrizione',
  'voicemail.emptyTitle': 'Nessun messaggio vocale',
  'voicemail.emptyText': 'Qui compaiono i messaggi che i chiamanti ti lasciano.',
  'voicemail.noMatchTitle': 'Nessun messaggio corrispondente',
  'voicemail.noMatchWiden': 'Cancella la ricerca per vedere tutti i messaggi.',
  'voicemail.listLabel': 'Messaggi vocali',
  'voicemail.keys': '{up} {down} scorri · {enter} apri · {space} riproduci o pausa · {esc} chiudi',
  'voicemail.key.enter': 'Invio',
  'voicemail.key.space': 'Spazio',
  'voicemail.key.esc': 'Esc',
  'voicemail.mailbox': 'Casella {mailbox}',
  'voicemail.status.unheard': 'Da ascoltare',
  'voicemail.status.heard': 'Ascoltato',
  'voicemail.status.deleted': 'Eliminato dal telefono',
  'voicemail.status.unknown': 'non ancora noto',
  'voicemail.status.label': 'Stato',
  'voicemail.eyebrow': 'Messaggio vocale',
  'voicemail.eyebrowAt': 'Messaggio vocale · {date}',
  'voicemail.playerLabel': 'Messaggio vocale',
  'voicemail.detailsLabel': 'Dettagli del messaggio',

  'recordings.title': 'Registrazioni',
  'recordings.searchPlaceholder': 'Nome, numero o parole',
  'recordings.searchLabel': 'Cerca nelle registrazioni caricate per nome, numero o trascrizione',
  'recordings.emptyTitle': 'Nessuna registrazione',
  'recordings.emptyText': 'Qui compaiono le chiamate registrate.',
  'recordings.noMatchTitle': 'Nessuna registrazione caricata corrispondente',
  'recordings.noMatchWiden': 'Cancella la ricerca o i giorni per vedere tutte le registrazioni.',
  'recordings.countMatching': {
    one: '{count} registrazione su {total} caricate corrisponde',
    other: '{count} registrazioni su {total} caricate corrispondono',
  },
  'recordings.countLoaded': {
    one: '{count} registrazione caricata',
    other: '{count} registrazioni caricate',
  },
  'recordings.call.inbound': 'Chiamata in entrata',
  'recordings.call.outbound': 'Chiamata in uscita',
  'recordings.call.local': 'Chiamata interna',
  'recordings.call.unknown': 'Chiamata',
  'recordings.eyebrowAt': '{call} · {date}',
  'recordings.detailsLabel': 'Dettagli della registrazione',

  'player.label': 'Lettore: {label}',
  'player.play': 'Riproduci',
  'player.pause': 'Pausa',
  'player.seek': 'Posizione',
  'player.position': '{time} di {duration}',
  'player.positionUnknownLength': '{time} di durata sconosciuta',
  'player.speeds': 'Velocità di riproduzione',
  'player.speed': '{speed}×',
  'player.loadFailed.message': 'Impossibile caricare il messaggio',
  'player.loadFailed.recording': 'Impossibile caricare la registrazione',
  'player.loading.message': 'Caricamento del messaggio…',
  'player.loading.recording': 'Caricamento della registrazione…',
  'player.noAudio.message': "Il centralino non ha inviato l'audio del messaggio.",
  'player.noAudio.recording': "Il centralino non ha inviato l'audio della registrazione.",
  'player.save': 'Salva audio…',
  'player.saving': 'Salvataggio…',
  'player.savedAs': 'Salvato come {file}',
  'player.showInFolder': 'Mostra nella cartella',
  'player.saveFailed': "Impossibile salvare l'audio",

  'transcript.heading': 'Trascrizione',
  'transcript.speaker': 'Interlocutore {number}',
  'transcript.turn': '{speaker}: {text}',

  'lookup.title': 'Ricerca numero',
  'lookup.numberLabel': 'Numero',
  'lookup.numberPlaceholder': 'es. (555) 555-0123',
  'lookup.lookUp': 'Cerca',
  'lookup.suggestionsLabel': 'Persone dalla cronologia chiamate',
  'lookup.hint':
    'Digita o incolla un numero, oppure un nome dalla cronologia chiamate. Il tuo fornitore potrebbe far pagare le ricerche; per un numero cercato di recente la risposta arriva gratis dalla cache.',
  'lookup.loading': 'Ricerca di {number}…',
  'lookup.failed': 'Impossibile cercare {number}',
  'lookup.replyLabel': 'Risposta del servizio di ricerca',
  'lookup.replyCode': 'Codice',
  'lookup.replyMessage': 'Messaggio',
  'lookup.replyNone': 'nessuno',
  'lookup.emptyTitle': 'Cerca un numero',
  'lookup.emptyText':
    "Scopri a chi appartiene, se è un cellulare o un fisso, l'operatore e la località, e se è iscritto al Registro delle opposizioni.",
  'lookup.resultLabel': 'Risultato della ricerca per {who}',
  'lookup.nameSource': 'nome dalla tua cronologia chiamate',
  'lookup.call': 'Chiama',
  'lookup.copy': 'Copia',
  'lookup.copied': 'Copiato',
  'lookup.copyFailed': 'Impossibile copiare',
  'lookup.foundLabel': 'Risultati della ricerca',
  'lookup.sourceFresh': 'Cercato ora. Aggiorna avvia una nuova ricerca, che potrebbe essere a pagamento.',
  'lookup.sourceCached':
    'Dalla cache, cercato {ago}. Aggiorna avvia una nuova ricerca, che potrebbe essere a pagamento.',
  'lookup.refresh': 'Aggiorna',
  'lookup.allFields': 'Tutti i campi',
  'lookup.noFacts': 'La ricerca non ha trovato dettagli sulla linea.',
  'lookup.dncAlert': '{flag} secondo la ricerca, questo numero è iscritto al Registro delle opposizioni.',
  'lookup.dncFlag': 'Non chiamare:',
  'lookup.lineType.wireless': 'Cellulare',
  'lookup.lineType.landline': 'Fisso',
  'lookup.lineType.voip': 'VoIP',
  'lookup.lineType.tollFree': 'Numero verde',
  'lookup.dnc.listed': 'Iscritto',
  'lookup.dnc.notListed': 'Non iscritto',
  'lookup.fact.lineType': 'Tipo di linea',
  'lookup.fact.carrier': 'Operatore',
  'lookup.fact.place': 'Località',
  'lookup.fact.doNotCall': 'Registro delle opposizioni',
  'lookup.field.number': 'Numero',
  'lookup.field.city': 'Città',
  'lookup.field.state': 'Stato',
  'lookup.field.country': 'Paese',
  'lookup.field.lineType': 'Tipo di linea',
  'lookup.field.carrier': 'Operatore (LEC)',
  'lookup.field.doNotCall': 'Registro delle opposizioni (DNC)',
  'lookup.field.routingNumber': 'Numero di instradamento (LRN)',
  'lookup.field.operatingCompany': "Codice dell'operatore (OCN)",
  'lookup.field.callingArea': 'Area di chiamata (LATA)',
  'lookup.field.serviceProvider': 'ID del fornitore del servizio (SPID)',
  'lookup.field.jurisdiction': 'Giurisdizione',
  'lookup.field.lookupType': 'Tipo di ricerca',
  'lookup.field.serviceMessage': 'Messaggio del servizio',
  'lookup.field.serviceStatus': 'Stato del servizio',
  'lookup.field.serviceCode': 'Codice del servizio',
  'lookup.error.notFound': 'Il servizio di ricerca non ha dati su {number}.',
  'lookup.error.badNumber':
    'Il servizio di ricerca non ha accettato {number} come numero di telefono. Controlla le cifre e il prefisso.',
  'lookup.error.refused':
    "Il servizio di ricerca ha rifiutato la chiave dell'account SIP principale, quindi {number} non è stato cercato. Controlla questa chiave {where}.",
  'lookup.error.other':
    'Il servizio di ricerca non è riuscito a cercare {number}. In Dettagli trovi la sua risposta.',
  'lookup.unavailable.noNumber': "Non c'è alcun numero da cercare.",
  'lookup.unavailable.abroad':
    'Il servizio di ricerca risponde solo per i numeri nordamericani, non per i numeri esteri.',
  'lookup.unavailable.notPublic':
    'Il servizio di ricerca risponde solo per i numeri pubblici, non per interni, codici di servizio o numeri locali senza prefisso.',
  'lookup.unavailable.length':
    'Il servizio di ricerca risponde solo per numeri nordamericani di 10 o 11 cifre.',

  'dialpad.title': 'Tastierino',
  'dialpad.numberLabel': 'Numero da chiamare',
  'dialpad.numberPlaceholder': 'Numero o nome',
  'dialpad.backspace': "Cancella l'ultima cifra",
  'dialpad.suggestionsLabel': 'Persone dalla cronologia chiamate',
  'dialpad.lastCall': 'ultima chiamata {ago}',
  'dialpad.noOneNamed':
    "Nella cronologia chiamate non c'è nessuno di nome «{name}». Digita invece il suo numero.",
  'dialpad.manyNamed': {
    one: '{count} persona corrisponde a «{name}»: scegline una qui sotto (↓, poi Invio).',
    other: '{count} persone corrispondono a «{name}»: scegline una qui sotto (↓, poi Invio).',
  },
  'dialpad.keypad': 'Tasti numerici',
  'dialpad.call': 'Chiama',
  'dialpad.calling': 'Chiamata in corso…',
  'dialpad.hint': 'Squilla prima il telefono della tua scrivania: rispondi per avviare la chiamata.',
  'dialpad.recent': 'Chiamate recenti',
  'dialpad.callAgain': 'Chiama di nuovo {number}',

  'call.dismiss': 'Chiudi lo stato della chiamata',
  'call.earlier': 'La chiamata precedente: {status}',
  'call.checking': 'Verifica di {number} prima della chiamata…',
  'call.placing': 'Chiamata a {number}: invio al centralino…',
  'call.placed': 'Inviata: il tuo interno {extension} dovrebbe squillare ora.',
  'call.dncCalledAnyway':
    'Chiamata effettuata anche se, secondo la ricerca, il numero è iscritto al Registro delle opposizioni.',
  'call.dncUnchecked': 'Non verificato nel Registro delle opposizioni: questo numero non è stato cercato.',
  'call.nameAndNumber': '{name}, {number}',
  'call.questionFlagged': 'Non chiamare: {who}',
  'call.question': 'Chiamare {who}?',
  'call.questionFlaggedDetail':
    'Secondo la ricerca, questo numero è iscritto al Registro delle opposizioni. Chiamalo solo se hai la certezza che sia consentito.',
  'call.questionClearDetail':
    'Non iscritto al Registro delle opposizioni. Invio per chiamare, Esc per annullare.',
  'call.questionUncheckedDetail':
    'Non verificato nel Registro delle opposizioni. Invio per chiamare, Esc per annullare.',
  'call.questionFacts': '{facts}.',
  'call.cancel': 'Annulla {key}',
  'call.escKey': 'Esc',
  'call.call': 'Chiama',
  'call.callBack': 'Richiama',
  'call.callAnyway': 'Chiama comunque',
  'call.unknownParty': 'Sconosciuto',
  // The time where a number rings (issue 50).
  'localTime.there': 'Ora locale lì: circa {time}',
  'localTime.thereIn': 'Ora locale lì: circa {time} ({place})',
  'localTime.unknown': 'Ora locale sconosciuta',
  'localTime.estimate': 'Stimata dal prefisso del numero: un cellulare può trovarsi altrove.',
  'localTime.floridaHours': '{hours}, l’orario della Florida',
  'localTime.outside': 'Ora locale lì: circa {time}, fuori dal tuo orario di chiamata ({hours}).',
  'localTime.outsideNoTime': 'Dove squilla questo numero è fuori dal tuo orario di chiamata.',
  'localTime.outsideShort': 'Circa {time} lì: fuori dal tuo orario di chiamata',
  'localTime.question': 'Fuori dal tuo orario di chiamata: {who}',
  'localTime.calledAnyway': 'Chiamata fatta fuori dal tuo orario di chiamata.',
  // ─── Settings and accounts ───
  'settings.title': 'Impostazioni',
  'settings.readFailed': 'Impossibile leggere le impostazioni',
  'settings.reading': 'Lettura delle impostazioni…',

  'settings.account.title': 'Il tuo centralino',
  'settings.account.inUse':
    'Account in uso: {name}. Ciò che salvi qui vale per questo account. Ogni campo indica dove trovare il dato.',
  'settings.account.intro':
    "Collega Dialdesk al tuo centralino con i dati forniti dal tuo fornitore di telefonia o dall'amministratore. Ogni campo indica dove trovarli.",
  'settings.account.save': 'Salva account',
  'settings.saved.checking': 'Salvato. Verifica del funzionamento…',
  'settings.saved.problem': 'Salvato, ma Dialdesk non può ancora usarlo:',
  'settings.saved.works': 'Salvato e funzionante.',
  'settings.saved.demo':
    'Salvato. Dialdesk resta sulla demo finché non compili ID account, interno e dominio (o un indirizzo completo).',
  'settings.check.pbx': 'Centralino:',
  'settings.check.lookup': 'Ricerche:',
  'settings.check.checking': 'verifica in corso…',

  'settings.tests.title': 'Verifica la connessione',
  'settings.tests.pbxIntro': 'Legge una chiamata dal centralino con la chiave salvata.',
  'settings.tests.pbxButton': 'Verifica centralino',
  'settings.tests.lookupLabel':
    'Cerca un numero con la chiave salvata (la ricerca potrebbe essere a pagamento).',
  'settings.tests.numberPlaceholder': 'Numero da cercare',
  'settings.tests.lookupButton': 'Verifica ricerca',

  'settings.preferences.title': 'Preferenze',
  'settings.preferences.save': 'Salva preferenze',

  'settings.group.address': 'Dove si trova il tuo centralino',
  'settings.group.wholeAddress': 'Oppure un indirizzo completo',
  'settings.group.extensionAndKey': 'Il tuo interno e la chiave',
  'settings.group.lookup': 'Ricerca numeri (facoltativa)',
  'settings.group.language': 'Lingua',
  'settings.group.startup': 'Avvio e aggiornamenti',
  'settings.group.numbers': 'Numeri',
  'settings.group.hotkeys': 'Chiamate e scorciatoie da tastiera',
  'settings.group.voicemail': 'Segreteria e notifiche',
  'settings.group.history': 'Cronologia chiamate',
  'settings.group.lookupCache': 'Ricerca',

  'settings.accountId.label': 'ID account',
  'settings.accountId.hint':
    "Esempio: acme-01. Dove trovarlo: nell'email di benvenuto del tuo fornitore di telefonia, oppure chiedi all'amministratore.",
  'settings.domain.label': 'Dominio',
  'settings.domain.hint':
    "Esempio: pbx.example.com, senza https://. Dove trovarlo: nell'email di benvenuto del tuo fornitore di telefonia, oppure chiedi all'amministratore.",
  'settings.baseUrlOverride.label': 'Indirizzo completo (al posto di ID account e dominio)',
  'settings.baseUrlOverride.hint':
    "Solo se te l'ha fornito l'amministratore: sostituisce ID account e dominio. Esempio: https://pbx.example.com/app/api/7.",
  'settings.extension.label': 'Il tuo interno',
  'settings.extension.hint':
    "Esempio: 201. Il telefono che squilla per primo quando fai una chiamata. Dove trovarlo: sul display del telefono della tua scrivania, oppure chiedi all'amministratore.",
  'settings.lookupUrl.label': 'URL del servizio di ricerca',
  'settings.lookupUrl.hint':
    "Esempio: https://lookup.example.com/api. Dove trovarlo: nella pagina dell'account del tuo fornitore del servizio di ricerca, oppure chiedi all'amministratore. Lascialo vuoto se non usi le ricerche.",
  'settings.address.willReach': "Dialdesk raggiungerà il tuo centralino all'indirizzo {address}",
  'settings.address.example':
    "Esempio: l'ID account {accountId} e il dominio {domain} formano l'indirizzo {address}",

  'settings.language.hint':
    "Si applica subito a tutte le finestre di Dialdesk, al menu dell'area di notifica e alle notifiche.",
  'settings.startAtLogin.label': "Avvia Dialdesk all'accesso",
  'settings.checkUpdates.label': 'Controlla gli aggiornamenti una volta al giorno',
  'settings.defaultRegion.label': 'Paese predefinito',
  'settings.defaultRegion.hint':
    "Usato per i numeri scritti senza prefisso internazionale. Digita per cercare nell'elenco.",
  'settings.dialFormat.label': 'Invia i numeri al centralino nel formato',
  'settings.lookupFormat.label': 'Invia i numeri al servizio di ricerca nel formato',
  'settings.numberFormat.national': 'Nazionale (5555550123)',
  'settings.numberFormat.countryCode': 'Con prefisso del paese (15555550123)',
  'settings.numberFormat.international': 'Internazionale (+15555550123)',
  'settings.confirmHotkeyCalls.label': 'Chiedi conferma prima di chiamare con la scorciatoia',
  'settings.lookupBeforeCalling.label': 'Cerca il numero prima di chiamarlo',
  'settings.notifyVoicemail.label': 'Avvisami dei nuovi messaggi vocali',
  'settings.notificationSound.label': 'Riproduci un suono con le notifiche',
  'settings.voicemailInterval.label': 'Controlla la segreteria ogni (minuti)',
  'settings.keepLocalCopy.label':
    'Conserva su questo computer una copia ricercabile della cronologia chiamate',
  'settings.historyDays.label': 'Conserva le chiamate degli ultimi (giorni)',
  'settings.lookupCacheDays.label': 'Ricorda i risultati delle ricerche per (giorni)',
  'settings.lookupCacheDays.hint': 'Con 0 il numero viene cercato di nuovo ogni volta.',

  'hotkeys.callSelection.label': 'Chiama il numero selezionato',
  'hotkeys.lookupSelection.label': 'Cerca il numero selezionato',
  'hotkeys.quickDial.label': 'Apri la composizione rapida',
  'hotkeys.portalNote':
    'Il desktop ti chiede di approvare questi tasti e potrebbe permetterti di cambiarli nelle sue impostazioni.',
  'hotkeys.pressToTest': 'Prova la scorciatoia',
  'hotkeys.testing': 'Premi ora una delle scorciatoie…',
  'hotkeys.heard': 'Funziona: Dialdesk ha ricevuto «{hotkey}».',
  'hotkeys.notHeard':
    'Nessuna scorciatoia è arrivata a Dialdesk. Controlla che il desktop abbia approvato i tasti.',
  'hotkeys.registered': 'Registrata.',
  'hotkeys.notRegistered': 'Non registrata.',
  'hotkeys.needsModifier.mac':
    'Aggiungi ⌘, ⌃ o ⌥: una scorciatoia senza nessuno di questi tasti sottrarrebbe il tasto a tutte le app.',
  'hotkeys.needsModifier.pc':
    'Aggiungi Ctrl o Alt: una scorciatoia senza nessuno di questi tasti sottrarrebbe il tasto a tutte le app.',
  'hotkeys.key.ctrl': 'Ctrl',
  'hotkeys.key.win': 'Win',
  'hotkeys.key.alt': 'Alt',
  'hotkeys.key.shift': 'Maiusc',
  'hotkeys.key.space': 'Spazio',
  'hotkeys.key.enter': 'Invio',
  'hotkeys.key.backspace': 'Backspace',
  'hotkeys.key.delete': 'Canc',
  'hotkeys.key.insert': 'Ins',
  'hotkeys.key.home': 'Home',
  'hotkeys.key.end': 'Fine',
  'hotkeys.key.pageUp': 'PagSu',
  'hotkeys.key.pageDown': 'PagGiù',
  'hotkeys.key.up': 'Freccia su',
  'hotkeys.key.down': 'Freccia giù',
  'hotkeys.key.left': 'Freccia sinistra',
  'hotkeys.key.right': 'Freccia destra',

  'updates.checking': 'Controllo degli aggiornamenti…',
  'updates.check': 'Controlla aggiornamenti…',
  'updates.checkFailed': 'Impossibile controllare gli aggiornamenti',

  'keys.pbx.label': 'Chiave del centralino',
  'keys.pbx.hint':
    "Consente a Dialdesk di far squillare il tuo interno per effettuare le chiamate e di leggere cronologia chiamate, messaggi vocali e registrazioni. Il tuo fornitore potrebbe chiamarla chiave API. Dove trovarla: nelle impostazioni API del centralino, oppure chiedi all'amministratore.",
  'keys.pbx.clear': 'Cancella la chiave del centralino',
  'keys.lookup.label': 'Chiave del servizio di ricerca',
  'keys.lookup.hint':
    "Consente a Dialdesk di cercare un numero (tipo di linea, operatore, località e iscrizione al Registro delle opposizioni); una ricerca potrebbe essere a pagamento. Il tuo fornitore potrebbe chiamarla chiave dell'account SIP principale. Dove trovarla: nella pagina dell'account del fornitore del servizio di ricerca.",
  'keys.lookup.clear': 'Cancella la chiave del servizio di ricerca',
  'keys.set': 'impostata',
  'keys.notSet': 'non impostata',
  'keys.notRead': 'non letta',
  'keys.replacePlaceholder': 'Inserisci una nuova chiave per sostituirla',
  'keys.pastePlaceholder': 'Incolla la chiave',
  'keys.clear': 'Cancella',
  'keys.kept': 'Conservata nel portachiavi del sistema; non verrà più mostrata.',
  'keys.keptOnceSaved':
    "Conservata nel portachiavi del sistema dopo il salvataggio dell'ID account; non verrà più mostrata.",
  'keys.otherHost': "L'indirizzo ora punta a un altro host: inserisci di nuovo la chiave per questo host.",

  'form.saving': 'Salvataggio…',
  'form.cancel': 'Annulla',
  'form.saved': 'Salvato.',
  'form.couldNotSave': 'Impossibile salvare',
  'form.fixMarked': {
    one: 'Non è stato salvato nulla: correggi il campo evidenziato.',
    other: 'Non è stato salvato nulla: correggi i campi evidenziati.',
  },

  'accounts.title': 'Account',
  'accounts.intro':
    "Dialdesk mostra un account alla volta. Puoi cambiarlo qui o dal nome dell'account in alto.",
  'accounts.added':
    '{name} è ora in uso. Per collegarlo, inserisci la sua chiave del centralino nella sezione Il tuo centralino qui sotto.',
  'accounts.dismiss': 'Chiudi',
  'accounts.inUse': 'In uso',
  'accounts.use': 'Usa',
  'accounts.use.label': 'Usa {name}',
  'accounts.switching': 'Passaggio…',
  'accounts.switchingTo': 'Passaggio a {name}…',
  'accounts.rename': 'Rinomina',
  'accounts.rename.label': 'Rinomina {name}',
  'accounts.rename.save': 'Salva nome',
  'accounts.remove': 'Rimuovi',
  'accounts.remove.label': 'Rimuovi {name}',
  'accounts.remove.title': 'Rimuovere {name}?',
  'accounts.remove.what':
    'Le sue chiavi vengono eliminate dal portachiavi del sistema; la copia della cronologia chiamate, i dati della segreteria, le chiamate recenti e le ricerche vengono eliminati da questo computer. Chiamate e messaggi sul centralino restano invariati.',
  'accounts.removing': 'Rimozione…',
  'accounts.removeFailed': 'Impossibile rimuoverlo',
  'accounts.name.label': 'Nome',
  'accounts.watchVoicemail': 'Controlla la segreteria anche quando è in uso un altro account',
  'accounts.voicemailProblem': 'Impossibile controllare la sua segreteria: {problem}',
  'accounts.unheard': {
    one: '{count} messaggio vocale da ascoltare.',
    other: '{count} messaggi vocali da ascoltare.',
  },
  'accounts.unheardShort': { one: '{count} da ascoltare', other: '{count} da ascoltare' },
  'accounts.facts.accountAt': 'ID account {accountId} su {host}',
  'accounts.facts.account': 'ID account {accountId}',
  'accounts.facts.at': 'Su {host}',
  'accounts.facts.noAddress': 'Ancora nessun indirizzo',
  'accounts.facts.extension': 'int.\u00a0{extension}',
  'accounts.extension': 'int. {extension}',
  'accounts.noExtension': 'ancora nessun interno',
  'accounts.demo': 'Demo',
  'accounts.demo.detail': 'Chiamate fittizie',
  'accounts.switcher.inUse': 'Account in uso:',
  'accounts.tooltip.ringsAt':
    "Le chiamate fanno squillare prima l'interno {extension} (account {name} su {host}).",
  'accounts.tooltip.rings': "Le chiamate fanno squillare prima l'interno {extension} (account {name}).",
  'accounts.tooltip.noExtensionAt': '{name} su {host}: ancora nessun interno, quindi viene usata la demo.',
  'accounts.tooltip.noExtension': '{name}: ancora nessun interno, quindi viene usata la demo.',
  'accounts.add.button': 'Aggiungi account',
  'accounts.add.title': 'Aggiungi account',
  'accounts.add.intro':
    "Una volta aggiunto, diventa l'account in uso e la sezione Il tuo centralino qui sotto ne chiede le chiavi.",
  'accounts.add.nameLegend': 'Il suo nome',
  'accounts.add.namePlaceholder': 'Reception Acme',
  'accounts.add.nameHint': "Il nome con cui Dialdesk lo indica nell'elenco degli account e nelle notifiche.",
  'accounts.add.pbxKeyLater': "La chiave del centralino si inserisce dopo aver aggiunto l'account.",
  'accounts.add.lookupKeyLater':
    "L'eventuale chiave del servizio di ricerca si inserisce dopo aver aggiunto l'account.",
  'accounts.adding': 'Aggiunta…',
  'accounts.addFailed': 'Impossibile aggiungerlo',
  // ─── Tray, notifications, dialogs, updates ───
  'tray.call': 'Chiama {number}',
  'tray.callNothing': 'Chiama: nessun numero negli appunti',
  'tray.lookUp': 'Cerca {number}',
  'tray.lookUpNothing': 'Cerca: nessun numero esterno negli appunti',
  'tray.recentCalls': 'Chiamate recenti',
  'tray.favourites': 'Preferiti',
  'tray.accounts': 'Account',
  'tray.demo': 'Demo',
  'tray.unnamedAccount': 'Account senza nome',
  'tray.accountExtension': 'int. {extension}',
  'tray.accountUnheard': { one: '{count} da ascoltare', other: '{count} da ascoltare' },
  'tray.history': 'Cronologia',
  'tray.callBack': 'Da richiamare',
  'tray.callBackCount': { one: 'Da richiamare ({count})', other: 'Da richiamare ({count})' },
  'tray.voicemail': 'Segreteria',
  'tray.voicemailUnheard': {
    one: 'Segreteria ({count} da ascoltare)',
    other: 'Segreteria ({count} da ascoltare)',
  },
  'tray.open': 'Apri Dialdesk',
  'tray.quickDial': 'Composizione rapida…',
  'tray.settings': 'Impostazioni…',
  'tray.checkForUpdates': 'Controlla aggiornamenti…',
  'tray.updatesManaged': 'Aggiornamenti gestiti dalla tua organizzazione',
  'tray.quit': 'Esci da Dialdesk',
  'tray.toolTipAccount': 'Dialdesk — {account}',
  'tray.toolTipNews': '{app}: {news}',
  'tray.toolTipVoicemail': {
    one: 'segreteria ({count} da ascoltare)',
    other: 'segreteria ({count} da ascoltare)',
  },
  'tray.toolTipCallBack': { one: '{count} da richiamare', other: '{count} da richiamare' },
  'tray.toolTipBoth': '{voicemail}, {callBack}',

  'menu.view': 'Vista',
  'menu.actualSize': 'Dimensioni reali',
  'menu.zoomIn': 'Ingrandisci',
  'menu.zoomOut': 'Riduci',
  'menu.about': 'Informazioni su Dialdesk',
  'menu.services': 'Servizi',
  'menu.hide': 'Nascondi Dialdesk',
  'menu.hideOthers': 'Nascondi altre',
  'menu.showAll': 'Mostra tutte',
  'menu.quit': 'Esci da Dialdesk',
  'menu.edit': 'Composizione',
  'menu.undo': 'Annulla',
  'menu.redo': 'Ripristina',
  'menu.cut': 'Taglia',
  'menu.copy': 'Copia',
  'menu.paste': 'Incolla',
  'menu.selectAll': 'Seleziona tutto',
  'menu.window': 'Finestra',
  'menu.minimize': 'Contrai',
  'menu.zoom': 'Ridimensiona',
  'menu.front': 'Porta tutto in primo piano',

  'dialog.saveAudioTitle': 'Salva audio',
  'dialog.audioFiles': 'Audio',
  'dialog.exportHistoryTitle': 'Esporta cronologia chiamate',
  'dialog.csvFiles': 'CSV',

  'notify.calling': 'Chiamata a {number}',
  'notify.callNotPlaced': 'Chiamata non effettuata',
  'notify.callMayRing': 'La chiamata potrebbe squillare comunque',
  'notify.callMayRingBody':
    '{reason} Il telefono potrebbe squillare comunque: attendi prima di chiamare di nuovo.',
  'notify.notADialLink': 'Questo link non contiene un numero che Dialdesk possa comporre: {link}',
  'notify.lookupTitle': 'Ricerca: {number}',
  'notify.lookupNoDetails': 'Il servizio di ricerca non ha dettagli su questo numero.',
  'notify.lookupDoNotCall': 'Attenzione: iscritto al Registro delle opposizioni.',
  'notify.lookupClick': 'Fai clic per aprirlo in Dialdesk.',
  'notify.lookupFailed': 'Ricerca non riuscita',
  'notify.switchFailed': 'Dialdesk non è riuscito a passare a {account}',
  'notify.switchFailedDemo': 'Dialdesk non è riuscito a passare alla demo',
  'notify.switchFailedUnnamed': "Dialdesk non è riuscito a passare a quell'account",
  'notify.accountsListRepaired': "L'elenco dei tuoi account è stato riparato",
  'notify.loginItemFailed': "L'avvio all'accesso non è stato modificato",
  'notify.voicemailNew': 'Nuovo messaggio vocale',
  'notify.voicemailNewFor': 'Nuovo messaggio vocale per {account}',
  'notify.voicemailMany': {
    one: '{count} nuovo messaggio vocale',
    other: '{count} nuovi messaggi vocali',
  },
  'notify.voicemailManyFor': {
    one: '{count} nuovo messaggio vocale per {account}',
    other: '{count} nuovi messaggi vocali per {account}',
  },
  'notify.voicemailListen': 'Apri Dialdesk per ascoltarli.',
  'notify.voicemailFrom': 'Da {caller}',
  'notify.voicemailFromUnknown': 'Da un chiamante sconosciuto',
  'notify.voicemailFromUnknownLength': 'Da un chiamante sconosciuto, {length}',
  'notify.missedCall': 'Chiamata persa',
  'notify.missedFrom': 'Da {caller}, {time}',
  'notify.missedFromUnknown': 'Da un chiamante sconosciuto, {time}',
  'notify.callBack': 'Richiama',
  'notify.done': 'Fatto',
  'notify.callBackNotDone': 'Impossibile segnarlo come fatto',
  'notify.missedMany': { one: '{count} chiamata persa', other: '{count} chiamate perse' },
  'notify.missedManyBody': "L'ultima alle {time}. Fai clic per vederle in Dialdesk.",
  'notify.accessibilityTitle': 'Consenti a Dialdesk di leggere la selezione',
  'notify.accessibilityBody':
    "Per chiamare un numero selezionato, Dialdesk ha bisogno dell'autorizzazione Accessibilità in Impostazioni di Sistema › Privacy e sicurezza. Fino ad allora, la scorciatoia da tastiera chiama il numero che hai copiato. Fai clic per aprire le impostazioni.",
  'notify.selectionUnavailableTitle': 'La scorciatoia usa gli appunti',
  'notify.selectionUnavailableBody':
    'Dialdesk non può leggere le selezioni su questo computer: prima copia il numero, poi premi la scorciatoia da tastiera.',
  'notify.clipboardNotRestoredTitle': 'Gli appunti sono stati modificati',
  'notify.clipboardNotRestoredBody':
    'Dialdesk ha copiato la selezione per leggerla e non è riuscito a ripristinare il contenuto precedente degli appunti.',

  'hotkey.off': 'Disattivata.',
  'hotkey.notAccepted': "{shortcut} non è una scorciatoia accettata da questo sistema: scegline un'altra.",
  'hotkey.taken': "{shortcut} è già usata da un'altra app o dal sistema: scegli un'altra scorciatoia.",
  'hotkey.sameAsCall': "{shortcut} è già la scorciatoia per chiamare la selezione: scegline un'altra.",
  'hotkey.sameAsLookup': "{shortcut} è già la scorciatoia per cercare la selezione: scegline un'altra.",

  'shell.couldNotStart': 'Impossibile avviare Dialdesk',
  'shell.autostartComment': 'Chiamate con un clic, segreteria e ricerca numeri',
  'shell.demoPortInvalid':
    '{variable} è impostata ma non è un numero di porta da 1 a 65535: rimuovila per usare la demo integrata.',

  'update.checkTitle': 'Controllo aggiornamenti',
  'update.developmentRun':
    'Questo Dialdesk è in esecuzione in modalità sviluppo: solo le copie installate di Dialdesk controllano gli aggiornamenti.',
  'update.noUpdateAddress':
    'Questa build non controlla gli aggiornamenti: è stata creata senza un indirizzo per gli aggiornamenti.',
  'update.managedByOrganization':
    'La tua organizzazione gestisce gli aggiornamenti su questo computer: Dialdesk non li controlla da solo.',
  'update.upToDate': 'Dialdesk {version} è aggiornato.',
  'update.availableTitle': 'Dialdesk {version} è disponibile',
  'update.downloadFromPage': 'Scaricalo dalla pagina della versione.',
  'update.download': 'Scarica',
  'update.availableToDownload': 'Dialdesk {version} è disponibile: scaricalo dalla pagina della versione.',
  'update.availableDownloading':
    'Dialdesk {version} è disponibile: il download è in corso e, quando sarà pronto, Dialdesk ti proporrà di riavviare.',
  'update.restartToUpdate': 'Riavvia per aggiornare alla versione {version}',
  'update.restart': 'Riavvia',
  'update.installOnQuit': 'Dialdesk {version} verrà installato alla chiusura',
  'update.busyConfirmation': 'Una chiamata attende la tua conferma.',
  'update.busyRecentCall':
    'Hai fatto una chiamata negli ultimi dieci minuti e potrebbe essere ancora in corso.',
  'update.notUpdated': 'Dialdesk non è stato aggiornato',
  'update.checkFailed': 'Il controllo degli aggiornamenti non è riuscito: {reason}',
  'update.refusedNotNewer':
    'Il server degli aggiornamenti ha risposto una seconda volta con la versione {version}, che non è più recente di questo Dialdesk ({current}), quindi non è stato scaricato nulla.',
  'update.refusedPrerelease':
    'Il server degli aggiornamenti offre la versione {version}, una versione di prova, ma questo Dialdesk accetta solo versioni stabili, quindi non è stato scaricato nulla.',
  'update.refusedChannel':
    'Il server degli aggiornamenti offre la versione {version}, che non appartiene al canale {channel} seguito da questo Dialdesk, quindi non è stato scaricato nulla.',
  'update.refusedElsewhere':
    'Il feed degli aggiornamenti indica un file fuori dalla cartella degli aggiornamenti di Dialdesk ({address}). Dialdesk scarica gli aggiornamenti solo da {folder}, quindi non è stato scaricato nulla.',
  'update.badVersion':
    'La versione di questa build ({version}) non è un numero di versione, quindi non può essere confrontata con quella del server degli aggiornamenti.',
  'update.feedNotFound':
    "Impossibile leggere il feed degli aggiornamenti: {host} non ha il file {file} (HTTP {status}). Controlla l'indirizzo del server degli aggiornamenti.",
  'update.httpStatus':
    'Impossibile raggiungere il server degli aggiornamenti: {host} ha risposto HTTP {status}.',
  'update.feedTooLarge':
    'Impossibile leggere il feed degli aggiornamenti: {file} supera i {size} byte, quindi non è un feed.',
  'update.timedOut':
    'Impossibile raggiungere il server degli aggiornamenti: {host} non ha risposto entro {seconds} s.',
  'update.refused':
    'Impossibile raggiungere il server degli aggiornamenti: {host} ha rifiutato la connessione.',
  'update.hostNotFound':
    "Impossibile raggiungere il server degli aggiornamenti: l'host {host} non è stato trovato.",
  'update.secureConnectionCode':
    'Impossibile raggiungere il server degli aggiornamenti: la connessione sicura a {host} non è riuscita ({code}).',
  'update.secureConnection':
    'Impossibile raggiungere il server degli aggiornamenti: la connessione sicura a {host} non è riuscita (certificato).',
  'update.offline': 'Impossibile raggiungere il server degli aggiornamenti: il computer sembra offline.',
  'update.connectionClosed':
    'Impossibile raggiungere il server degli aggiornamenti: la connessione a {host} è stata chiusa prima che la risposta fosse completa.',
  'update.requestFailed':
    'Impossibile raggiungere il server degli aggiornamenti: la richiesta a {host} non è riuscita ({reason}).',
  'update.requestFailedNoReason':
    'Impossibile raggiungere il server degli aggiornamenti: la richiesta a {host} non è riuscita (nessun motivo indicato).',
  'update.feedUnreadable': 'Impossibile leggere il feed degli aggiornamenti: {reason}',
  'update.feedNoFiles':
    'Impossibile leggere il feed degli aggiornamenti: non elenca alcun file di installazione.',
  'update.feedNotYaml':
    'Impossibile leggere il feed degli aggiornamenti: non è un file YAML valido ({reason} alla riga {line}).',
  'update.feedNotFeed':
    "Impossibile leggere il feed degli aggiornamenti: non è un feed di aggiornamento. Controlla l'indirizzo del server degli aggiornamenti.",
  'update.feedUnexpected': 'Impossibile leggere il feed degli aggiornamenti: non contiene i campi previsti.',
  'update.feedFieldMissing': 'Impossibile leggere il feed degli aggiornamenti: manca {field}.',
  'update.feedFieldNotHash':
    'Impossibile leggere il feed degli aggiornamenti: {field} non è un hash SHA-512 in base64.',
  'update.feedFieldNotFileName':
    'Impossibile leggere il feed degli aggiornamenti: {field} non è un nome di file.',
  'update.feedFieldEmpty': 'Impossibile leggere il feed degli aggiornamenti: {field} è vuoto.',
  'update.feedFieldNotBytes':
    'Impossibile leggere il feed degli aggiornamenti: {field} non è un numero di byte.',
  'update.feedFieldNotFileEntry':
    'Impossibile leggere il feed degli aggiornamenti: {field} non è una voce di file.',
  'update.feedFieldNotNotes':
    'Impossibile leggere il feed degli aggiornamenti: {field} non contiene né un testo né un elenco di note.',
  'update.feedFieldNotVersion':
    'Impossibile leggere il feed degli aggiornamenti: {field} non è un numero di versione come 1.4.0.',
  'update.feedFieldNotFileList':
    'Impossibile leggere il feed degli aggiornamenti: {field} non è un elenco di file.',
  'update.feedFieldNotDate': 'Impossibile leggere il feed degli aggiornamenti: {field} non è una data.',
  'update.errorChecksum':
    "L'aggiornamento non è stato installato: il file scaricato non corrisponde all'hash SHA-512 indicato dal feed degli aggiornamenti, quindi potrebbe essere stato danneggiato o manomesso durante il trasferimento. Il file è stato eliminato.",
  'update.errorUnsignedVersion':
    "L'aggiornamento non è stato installato: la versione {version} non è firmata dall'editore di Dialdesk, quindi la sua provenienza non è garantita.",
  'update.errorUnsigned':
    "L'aggiornamento non è stato installato: la nuova versione non è firmata dall'editore di Dialdesk, quindi la sua provenienza non è garantita.",
  'update.errorWindowsSignatureCheck':
    "L'aggiornamento non è stato installato: Windows non è riuscito a verificare la firma della nuova versione, che quindi non è stata considerata attendibile.",
  'update.errorMacUnsignedApp':
    "L'aggiornamento non è stato installato: questa copia di Dialdesk non è firmata e macOS installa gli aggiornamenti solo nelle app firmate.",
  'update.errorMacSignatureInvalid':
    "L'aggiornamento non è stato installato: la firma della nuova versione non ha superato la verifica di macOS, quindi potrebbe non provenire dall'editore di Dialdesk.",
  'update.errorFeedUnreadable':
    "L'aggiornamento non è stato installato: impossibile leggere il feed degli aggiornamenti.",
  'update.errorFeedVersion':
    "L'aggiornamento non è stato installato: il feed degli aggiornamenti non indica un numero di versione valido.",
  'update.errorNoChecksum':
    "L'aggiornamento non è stato installato: il feed degli aggiornamenti non indica l'hash del programma di installazione, quindi non è stato possibile verificarlo.",
  'update.errorNoInstaller':
    "L'aggiornamento non è stato installato: il feed degli aggiornamenti non elenca alcun programma di installazione.",
  'update.errorNoMacZip':
    "L'aggiornamento non è stato installato: la versione non include il file zip per macOS, da cui si installano gli aggiornamenti. Scaricala invece dalla pagina della versione.",
  'update.errorNoFeedNamed':
    "L'aggiornamento non è stato installato: il server degli aggiornamenti non ha un feed ({feed}) per questo computer.",
  'update.errorNoFeed':
    "L'aggiornamento non è stato installato: il server degli aggiornamenti non ha un feed per questo computer.",
  'update.errorMissingFile':
    "L'aggiornamento non è stato installato: sul server degli aggiornamenti manca il file {file}; la versione potrebbe essere incompleta. Dialdesk riproverà più tardi.",
  'update.errorMissingFileUnnamed':
    "L'aggiornamento non è stato installato: sul server degli aggiornamenti manca un file; la versione potrebbe essere incompleta. Dialdesk riproverà più tardi.",
  'update.errorServerStatus':
    "L'aggiornamento non è stato installato: il server degli aggiornamenti ha avuto un problema (HTTP {status}). Dialdesk riproverà più tardi.",
  'update.errorServer':
    "L'aggiornamento non è stato installato: il server degli aggiornamenti ha avuto un problema. Dialdesk riproverà più tardi.",
  'update.errorUnreachable':
    "L'aggiornamento non è stato installato: impossibile raggiungere il server degli aggiornamenti. Dialdesk riproverà più tardi.",
  'update.errorCertificate':
    "L'aggiornamento non è stato installato: il certificato del server degli aggiornamenti non è attendibile, quindi non è stato scaricato nulla.",
  'update.errorNotAppImage':
    "L'aggiornamento non è stato installato: questa copia di Dialdesk non viene eseguita da un file AppImage sostituibile.",
  'update.errorDiskFull':
    "L'aggiornamento non è stato installato: lo spazio libero su disco non è sufficiente per scaricarlo.",
  'update.errorCannotWrite':
    "L'aggiornamento non è stato installato: Dialdesk non ha il permesso di scrivere nella cartella in cui è installato.",
  'update.errorOther': "L'aggiornamento non è stato installato: {reason}",
  'update.errorNoReason':
    "L'aggiornamento non è stato installato: il programma di aggiornamento non ha indicato alcun motivo.",
  // ─── Main's services ───
  // ---- the HTTP clients: what was being done ---------------------------------------------------------
  'api.errorDuring': '{operation}: {detail}',
  'api.operation.prepareRequest': 'preparazione della richiesta',
  'api.operation.setUpPbxClient': 'configurazione del client del centralino',
  'api.operation.setUpLookupClient': 'configurazione del client del servizio di ricerca',
  'api.operation.placeCall': 'avvio della chiamata',
  'api.operation.listCallHistory': 'lettura della cronologia chiamate',
  'api.operation.openCallRecord': 'apertura dei dati della chiamata',
  'api.operation.listRecordings': 'lettura delle registrazioni delle chiamate',
  'api.operation.downloadRecording': 'download della registrazione',
  'api.operation.listVoicemail': 'lettura della segreteria',
  'api.operation.openVoicemail': 'apertura del messaggio vocale',
  'api.operation.lookUpNumber': 'ricerca del numero',

  // ---- the HTTP clients: refused before sending ------------------------------------------------------
  'api.pbxKeyEmpty': 'la chiave API del centralino è vuota.',
  'api.lookupKeyEmpty': "la chiave dell'account SIP principale è vuota.",
  'api.rule.page': '{name} deve essere un numero intero pari o superiore a 0.',
  'api.rule.orderBy': 'orderBy deve avere la forma «start_epoch desc».',
  'api.rule.range': "entrambi gli estremi dell'intervallo di date devono essere una data con ora.",
  'api.rule.extension': "l'interno deve essere composto da cifre (e * o #).",
  'api.rule.destination': 'la destinazione deve essere composta da cifre, eventualmente precedute da +.',
  'api.rule.lookupNumber': 'il numero deve avere da 2 a 20 cifre, eventualmente precedute da +.',
  'api.rule.recordId': "l'ID del record {rule}.",
  'api.recordId.notText': 'non è un testo',
  'api.recordId.empty': 'è vuoto',
  'api.recordId.tooLong': 'supera i {max} caratteri',
  'api.recordId.pathStep': 'è un elemento di percorso, non un ID',
  'api.recordId.badCharacter': 'contiene un carattere non ammesso in un ID (/, \\, ?, # o %)',
  'api.recordId.spaces': 'contiene spazi o caratteri di controllo',

  // ---- the HTTP clients: addresses -------------------------------------------------------------------
  'api.accountIdEmpty': "L'ID account è vuoto.",
  'api.accountIdBadCharacter':
    "L'ID account «{id}» contiene «{char}», che non può comparire in un nome host. Usa le lettere, le cifre e i trattini dell'ID assegnato dal tuo fornitore, oppure imposta un URL di base completo.",
  'api.accountIdSpace':
    "L'ID account «{id}» contiene uno spazio, che non può comparire in un nome host. Usa le lettere, le cifre e i trattini dell'ID assegnato dal tuo fornitore, oppure imposta un URL di base completo.",
  'api.accountIdNotHost':
    "L'ID account «{id}» non può essere un nome host (al massimo 63 caratteri, senza trattini all'inizio o alla fine). Imposta invece un URL di base completo.",
  'api.domainNotHost':
    'Il dominio «{domain}» non è un nome host. Inseriscilo nella forma pbx.example.com (senza https:// né percorso), oppure imposta un URL di base completo.',
  'api.baseUrlInvalid': "L'URL di base {rule}. Inseriscilo nella forma https://pbx.example.com/app/api/7.",
  'api.urlRule.tooLong': 'supera i {max} caratteri',
  'api.urlRule.notUrl': 'non è un URL',
  'api.urlRule.httpsOrThisComputer':
    'deve iniziare con https:// (http:// solo per questo computer: localhost, 127.0.0.1 o [::1])',
  'api.urlRule.https': 'deve iniziare con https://',
  'api.urlRule.credentials':
    'non deve contenere nome utente o password (le chiavi vanno negli appositi campi)',
  'api.urlRule.queryOrFragment': 'non deve contenere ? o #',

  // ---- the HTTP clients: what the server answered ----------------------------------------------------
  'api.httpStatus': 'il server ha risposto HTTP {status}. {hint}',
  'api.httpStatusWithExcerpt': 'il server ha risposto HTTP {status} («{excerpt}»). {hint}',
  'api.pbxHint.unauthorized':
    'Il centralino ha rifiutato la chiave API: controlla la chiave del centralino {where}.',
  'api.pbxHint.forbidden':
    "L'account API non è autorizzato per questo interno, record o casella: chiedi all'amministratore del centralino.",
  'api.pbxHint.notFound':
    "Non trovato: l'elemento potrebbe non esistere più, oppure questa installazione non offre questa operazione.",
  'api.pbxHint.serverError': 'Il centralino ha avuto un problema: riprova tra qualche istante.',
  'api.pbxHint.other': 'Il centralino ha respinto la richiesta.',
  'api.lookupHint.unauthorized':
    "Il servizio di ricerca ha rifiutato la chiave: controlla la chiave dell'account SIP principale {where}.",
  'api.lookupHint.serverError': 'Il servizio di ricerca ha avuto un problema: riprova tra qualche istante.',
  'api.lookupHint.other': 'Il servizio di ricerca ha respinto la richiesta.',
  'api.rateLimited': 'Troppe richieste: attendi {wait} e riprova.',
  'api.rateLimitedNoWait': 'Troppe richieste: attendi qualche istante e riprova.',
  'api.wait.seconds': { one: '{count} s', other: '{count} s' },
  'api.wait.minutes': { one: '{count} min', other: '{count} min' },
  'api.wait.hours': { one: '{count} h', other: '{count} h' },
  'api.pbxRedirect':
    "il centralino ha risposto con un reindirizzamento a un altro indirizzo; controlla l'URL di base {where}.",
  'api.lookupRedirect':
    "il servizio di ricerca ha risposto con un reindirizzamento a un altro indirizzo; controlla l'URL del servizio di ricerca {where}.",
  'api.unexpectedContentType': 'il server ha inviato {contentType}. {detail}',
  'api.noContentType': 'il server ha inviato una risposta senza tipo di contenuto. {detail}',
  'api.expected.dataNotWebPage':
    "È una pagina web, non dati API: controlla che l'URL di base termini con /app/api/7 e che l'API sia abilitata per l'account.",
  'api.expected.jsonOrXml': 'Erano previsti dati JSON o XML.',
  'api.expected.audio': 'Era previsto audio, oppure audio in base64 in JSON o testo.',
  'api.expected.lookupJson': 'Era previsto un risultato di ricerca in JSON.',
  'api.expected.callReplyNotWebPage':
    "È una pagina web, non una risposta API: la chiamata potrebbe essere stata effettuata oppure no. Controlla il telefono, poi l'URL di base {where}.",
  'api.tooLarge':
    'la risposta supera i {bytes} byte, il massimo accettato da questa app; richiedi meno record alla volta.',
  'api.tooDeep': 'la risposta annida i dati su più di {levels} livelli, cosa che nessun record fa.',
  'api.invalidJson': 'la risposta dichiara di essere JSON ma non è un JSON valido («{excerpt}»).',
  'api.invalidXml': 'la risposta dichiara di essere XML ma non è ben formata («{excerpt}»).',
  'api.notJsonObject': 'la risposta non è un oggetto JSON.',
  'api.lookupFieldNotText': 'il campo {field} del risultato della ricerca non è testo.',
  'api.lookupResultNotText': 'il risultato della ricerca contiene un campo che non è testo.',
  'api.lookupFailed': 'il servizio di ricerca ha risposto con il codice {code}: {message}',
  'api.lookupFailedNoCode': 'il servizio di ricerca ha risposto senza codice: {message}',
  'api.lookupFailedNoMessage': 'il servizio di ricerca ha risposto con il codice {code}: nessun messaggio',
  'api.lookupFailedNothing': 'il servizio di ricerca ha risposto senza codice: nessun messaggio',
  'api.lookupType': 'tipo {type}',
  'api.pbxRefused': 'il centralino ha rifiutato: {reason}',
  'api.serverFailure': 'il server ha segnalato un errore: {reason}',
  'api.failureWithoutReason': 'il server ha segnalato un errore senza indicarne il motivo',
  'api.noList.fields': 'impossibile trovare un elenco di record nella risposta (contiene i campi: {fields}).',
  'api.noList.value': 'impossibile trovare un elenco di record nella risposta (contiene un valore {type}).',
  'api.noRecordObjects.fields':
    'impossibile trovare record (oggetti) nella risposta (contiene i campi: {fields}).',
  'api.noRecordObjects.value':
    'impossibile trovare record (oggetti) nella risposta (contiene un valore {type}).',
  'api.noRecord.fields': 'impossibile trovare il record {id} nella risposta (contiene i campi: {fields}).',
  'api.noRecord.value': 'impossibile trovare il record {id} nella risposta (contiene un valore {type}).',
  'api.recordsWithoutId': 'i record non hanno un ID (campi cercati: {fields}).',
  'api.base64.textReply': 'la risposta di testo non è in base64 valido.',
  'api.base64.audioField': 'il campo audio non è in base64 valido.',
  'api.base64.field': '{field} non è in base64 valido.',
  'api.noAudioField': 'la risposta non contiene un campo audio in base64.',
  'api.notAudio': {
    one: "la risposta non è audio in un formato noto (WAV, MP3, OGG, FLAC, M4A o WebM): è arrivato {count} byte. Una pagina web al posto dell'audio indica di solito una pagina di accesso o un URL di base errato.",
    other:
      "la risposta non è audio in un formato noto (WAV, MP3, OGG, FLAC, M4A o WebM): sono arrivati {count} byte. Una pagina web al posto dell'audio indica di solito una pagina di accesso o un URL di base errato.",
  },
  'api.notAudioStarting': {
    one: "la risposta non è audio in un formato noto (WAV, MP3, OGG, FLAC, M4A o WebM): è arrivato {count} byte, che inizia con «{start}». Una pagina web al posto dell'audio indica di solito una pagina di accesso o un URL di base errato.",
    other:
      "la risposta non è audio in un formato noto (WAV, MP3, OGG, FLAC, M4A o WebM): sono arrivati {count} byte, che iniziano con «{start}». Una pagina web al posto dell'audio indica di solito una pagina di accesso o un URL di base errato.",
  },

  // ---- the HTTP clients: the network -----------------------------------------------------------------
  'api.timeout':
    '{host} non ha risposto entro {seconds} s. Riprova; se succede ancora, il server potrebbe non essere attivo.',
  'api.network.refused': "impossibile connettersi a {host} (connessione rifiutata). L'indirizzo è corretto?",
  'api.network.notFound': "impossibile trovare l'host {host}. Controlla l'ID account, il dominio e la rete.",
  'api.network.secure':
    "la connessione sicura a {host} non è riuscita ({code}). Controlla l'indirizzo o il proxy della rete.",
  'api.network.certificate':
    "la connessione sicura a {host} non è riuscita (problema di certificato). Controlla l'indirizzo o il proxy della rete.",
  'api.network.offline': '{host} non è raggiungibile: il computer sembra offline.',
  'api.network.closed': 'la connessione a {host} è stata chiusa prima che arrivasse una risposta completa.',
  'api.network.failed': 'la richiesta a {host} non è riuscita ({detail}).',
  'api.callTimeout':
    'il centralino non ha risposto entro {seconds} s. La chiamata potrebbe squillare comunque: controlla il telefono prima di chiamare di nuovo.',
  'api.callBrokenAfterSending':
    '{reason} La chiamata potrebbe squillare comunque: controlla il telefono prima di chiamare di nuovo.',

  // ---- connections and keys --------------------------------------------------------------------------
  'connection.testPassedDemo':
    'Connesso al centralino demo: la chiave è stata accettata e la cronologia chiamate è leggibile.',
  'connection.testPassed':
    'Connesso a {host}: la chiave è stata accettata e la cronologia chiamate è leggibile.',
  'connection.lookupUrlMissing': "Per cercare i numeri, inserisci l'URL del servizio di ricerca {where}.",
  'connection.lookupUrlInvalid': "L'URL del servizio di ricerca {rule}.",
  'connection.pbx.noAddress': "Inserisci l'ID account e l'URL di base (oppure ID account e dominio).",
  'connection.lookup.noAddress': "Inserisci l'ID account e l'URL del servizio di ricerca.",
  'connection.pbx.unusableKey':
    'La chiave API del centralino salvata contiene caratteri che HTTP non può trasmettere: inseriscila di nuovo {where}.',
  'connection.lookup.unusableKey':
    "La chiave dell'account SIP principale salvata contiene caratteri che HTTP non può trasmettere: inseriscila di nuovo {where}.",
  'connection.pbx.keyForOtherHost':
    'La chiave API del centralino è stata inserita per un altro host, quindi non viene inviata a {host}: inseriscila di nuovo {where} per questo host.',
  'connection.lookup.keyForOtherHost':
    "La chiave dell'account SIP principale è stata inserita per un altro host, quindi non viene inviata a {host}: inseriscila di nuovo {where} per questo host.",
  'connection.pbx.keyMissing':
    "La chiave API del centralino non è impostata: inseriscila {where}. Se l'avevi già inserita, sblocca il portachiavi del sistema.",
  'connection.lookup.keyMissing':
    "La chiave dell'account SIP principale non è impostata: inseriscila {where}. Se l'avevi già inserita, sblocca il portachiavi del sistema.",
  'connection.pbx.saveAccountFirst':
    "Prima inserisci e salva l'ID account: la chiave API del centralino viene conservata per ogni account.",
  'connection.lookup.saveAccountFirst':
    "Prima inserisci e salva l'ID account: la chiave dell'account SIP principale viene conservata per ogni account.",
  'connection.pbx.saveAddressFirst':
    "Prima inserisci e salva l'URL di base (oppure ID account e dominio): la chiave API del centralino vale solo per quell'host.",
  'connection.lookup.saveAddressFirst':
    "Prima inserisci e salva l'URL del servizio di ricerca: la chiave dell'account SIP principale vale solo per quell'host.",

  // ---- the keychain ----------------------------------------------------------------------------------
  'secrets.unavailable':
    'Il portachiavi del sistema non è disponibile, quindi Dialdesk non può salvare né leggere le chiavi API. {hint} ({detail})',
  'secrets.locked':
    "Il portachiavi del sistema è bloccato o ha negato l'accesso, quindi Dialdesk non può usare le chiavi API. {hint} ({detail})",
  'secrets.unavailableHint.linux':
    'Installa e avvia un Secret Service come gnome-keyring (pacchetti gnome-keyring e libsecret-1-0) o KWallet, poi riavvia Dialdesk.',
  'secrets.unavailableHint.mac':
    'Apri Accesso Portachiavi e verifica che esista il portachiavi login, poi riavvia Dialdesk.',
  'secrets.unavailableHint.windows':
    'Accedi a Windows con il tuo account utente personale, in modo che Gestione credenziali sia disponibile, poi riavvia Dialdesk.',
  'secrets.unavailableHint.other':
    'Installa o avvia il servizio portachiavi del sistema, poi riavvia Dialdesk.',
  'secrets.lockedHint.linux':
    'Sblocca il portachiavi (il portachiavi predefinito «login», ad esempio in Password e chiavi o KWallet), accetta la richiesta del portachiavi se compare e riprova.',
  'secrets.lockedHint.mac':
    "Sblocca il portachiavi login in Accesso Portachiavi, consenti l'accesso a Dialdesk quando richiesto e riprova.",
  'secrets.lockedHint.windows':
    'Sblocca il portachiavi accedendo a Windows con il tuo account utente personale e riprova.',
  'secrets.lockedHint.other':
    "Sblocca il portachiavi, consenti l'accesso a Dialdesk quando richiesto e riprova.",
  'secrets.keytarNotLoaded': 'impossibile caricare il modulo del portachiavi keytar: {reason}',
  'secrets.invalidKey': 'Impossibile salvare questa chiave API: {rule}',
  'secrets.keyRule.text': 'deve essere un testo.',
  'secrets.keyRule.empty': 'è vuota.',
  'secrets.keyRule.tooLong': 'supera i {max} caratteri.',
  'secrets.keyRule.blank':
    'contiene spazi, tabulazioni o interruzioni di riga. Copia di nuovo la chiave senza gli spazi intorno.',
  'secrets.keyRule.notAscii':
    'contiene caratteri che non possono essere inviati tramite HTTP. Una chiave API contiene solo le lettere dalla A alla Z, cifre e i segni di punteggiatura di una tastiera statunitense.',

  // ---- errors ----------------------------------------------------------------------------------------
  'error.internal':
    "Dialdesk ha riscontrato un errore interno ({kind}). Riprova; se il problema persiste, riavvia l'app.",
  'error.unknownSetting': "non è un'impostazione nota",
  'error.invalidSettings': 'Impostazioni non valide: {problems}',
  'error.fieldProblem': '{field}: {problem}',
  'error.invalidRequest': 'Richiesta non valida: {field} {rule}',
  'error.invalidRequestNoDetail': "Richiesta non valida: l'argomento non è valido.",
  'error.theArgument': "l'argomento",
  'text.twoSentences': '{first} {second}',
  'place.inSettings': 'in Impostazioni',
  'place.onThisPage': 'in questa pagina',

  // ---- calls -----------------------------------------------------------------------------------------
  'calls.status': 'Squilla prima il tuo interno {extension}; rispondi per collegarti a {number}.',
  'calls.statusThenDial':
    "Squilla prima il tuo interno {extension}; rispondi per collegarti a {number}. A chiamata avviata, componi l'interno {dialAfter}.",
  'calls.enterExtension': 'Inserisci il tuo interno {where}: è quello che squilla per primo.',
  'calls.notPending': 'Questa chiamata non è più in attesa: è stata effettuata, annullata o sostituita.',
  'calls.doNotCall':
    '{number} è iscritto al Registro delle opposizioni: conferma che vuoi chiamarlo prima che la chiamata venga effettuata.',
  'calls.outsideHours':
    'Dove squilla {number} è fuori dall’orario di chiamata: conferma che vuoi chiamare ora prima che la chiamata venga effettuata.',
  'hours.endBeforeStart': 'L’orario di chiamata deve finire dopo l’inizio: non è stato salvato nulla.',
  'calls.mayStillRing':
    'La chiamata a {number} potrebbe squillare comunque: la risposta del centralino non è arrivata. Controlla il telefono prima di riprovare.',
  'calls.refusedHttp': 'Il centralino ha rifiutato di chiamare {number} (HTTP {status}).',
  'calls.refusedHttpCode': 'Il centralino ha rifiutato di chiamare {number} (HTTP {status}: {code}).',
  'calls.hint.checkKey': 'Controlla la chiave del centralino {where}.',
  'calls.hint.notAuthorised':
    "L'account API potrebbe non essere autorizzato per il tuo interno: chiedi all'amministratore del centralino.",
  'calls.hint.wait': 'Attendi qualche istante prima di riprovare.',
  'calls.refused': 'Il centralino ha rifiutato di chiamare {number}.',
  'calls.unreachable':
    "Dialdesk non è riuscito a raggiungere il centralino per chiamare {number}: controlla la rete e l'URL di base {where}.",
  'calls.notSendable': '{number} non può essere inviato al centralino come numero da chiamare.',
  'calls.unreadableAnswer':
    'Impossibile leggere la risposta del centralino alla chiamata a {number}: controlla il telefono prima di riprovare.',
  'calls.inProgress':
    'Una chiamata a {number} è stata avviata poco fa, quindi questa non è stata inviata. Attendi qualche secondo, poi riprova.',
  'calls.hotkeyNotRegistered': 'Non ancora registrata.',

  // ---- numbers ---------------------------------------------------------------------------------------
  'numbers.notANumber': "«{text}» non è un numero: non c'è nulla da chiamare.",
  'numbers.noNumberIn': '«{text}» non contiene un numero da chiamare.',
  'numbers.typeNumber': 'Digita un numero da chiamare.',
  'numbers.vanity':
    '«{vanity}» scrive il numero con delle lettere e Dialdesk compone solo cifre: digitalo come {digits} se è questo il numero.',
  'numbers.noneFound': 'Nessun numero di telefono da chiamare.',

  // ---- lookups ---------------------------------------------------------------------------------------
  'lookups.noNumber': 'Nessun numero di telefono da cercare.',
  'lookups.notOutside':
    '{number} è un interno, un codice di servizio o un numero locale senza prefisso; le ricerche valgono solo per i numeri esterni.',
  'lookups.testFacts': 'La ricerca funziona: {number} è {facts}.',
  'lookups.testFound': 'La ricerca funziona: {number} è stato trovato.',
  'lookups.keyRefused': 'Il servizio di ricerca ha rifiutato la chiave.',
  'lookups.keyAccepted': 'Il servizio di ricerca ha accettato la chiave.',

  // ---- saved accounts --------------------------------------------------------------------------------
  'account.demoName': 'Demo',
  'account.defaultName': 'Il mio centralino',
  'account.notSaved':
    "Questo account non è più salvato: è stato rimosso, forse in un'altra finestra di Dialdesk.",
  'account.rule.savedId': "deve essere l'ID di un account salvato",
  'account.rule.nameEmpty': 'non deve essere vuoto',
  'account.rule.nameTooLong': 'deve avere al massimo {max} caratteri',
  'account.rule.nameControl': 'non deve contenere caratteri di controllo',
  'accountsFile.damage.notJson': 'è troncato o non è JSON',
  'accountsFile.damage.tooLarge': 'è molto più grande di quanto sia mai un elenco di account',
  'accountsFile.damage.wrongShape': 'non contiene un elenco di account che questo Dialdesk sappia leggere',
  'accountsFile.restored':
    "Non è stato possibile leggere l'elenco dei tuoi account ({damage}), quindi Dialdesk l'ha ripristinato dalla copia che conserva: tutti gli account sono tornati, con le loro chiavi e la loro cronologia.",
  'accountsFile.restoredMissing':
    "L'elenco dei tuoi account (accounts.json) mancava, quindi Dialdesk l'ha ripristinato dalla copia che conserva: tutti gli account sono tornati, con le loro chiavi e la loro cronologia.",
  'accountsFile.keptAt':
    "Il file com'era è conservato come {path}: puoi eliminarlo quando i tuoi account saranno di nuovo come li avevi lasciati.",
  'accountsFile.notKept': "Non è stato possibile mettere da parte il file com'era ({cause}).",
  'accountsFile.notRestored':
    "Non è stato possibile leggere l'elenco dei tuoi account ({damage}) e Dialdesk non ne aveva una copia integra da ripristinare.",
  'accountsFile.rebuilt':
    "L'account in uso, {name}, è stato configurato di nuovo dalle impostazioni con un nuovo ID: inserisci di nuovo le sue chiavi.",
  'accountsFile.howToRestore':
    'Per riavere i tuoi account con le loro chiavi e la loro cronologia, chiudi Dialdesk, metti un accounts.json integro in {folder} (da un backup, o il file conservato dopo averlo riparato) e riavvia Dialdesk.',
  'accountsFile.newIds': {
    one: "Un account dell'elenco aveva lo stesso ID di un account precedente (una modifica a mano?), quindi ha ricevuto un ID tutto suo: {names}. Non ha ancora chiavi né cronologia proprie: usalo e inserisci le sue chiavi, oppure rimuovilo.",
    other:
      "{count} account dell'elenco avevano lo stesso ID di un account precedente (una modifica a mano?), quindi ognuno ha ricevuto un ID tutto suo: {names}. Non hanno ancora chiavi né cronologia proprie: usa ciascuno e inserisci le sue chiavi, oppure rimuovilo.",
  },
  'accountsFile.newIdNote':
    'Aveva lo stesso ID di un altro account, quindi a questo avvio ne ha ricevuto uno suo: non ha ancora chiavi né cronologia proprie.',
  'accountsFile.newer':
    "Questo elenco di account è stato salvato da un Dialdesk più recente (versione dell'elenco {version}), quindi questo lo lascia com'è: mostra gli account che sa leggere e non può aggiungerne, modificarne né rimuoverne. Usa il Dialdesk più recente per modificarli.",
  'accountsFile.newerUnread': {
    one: "{count} account dell'elenco non è leggibile qui e non viene mostrato.",
    other: "{count} account dell'elenco non sono leggibili qui e non vengono mostrati.",
  },

  // ---- the IPC door ----------------------------------------------------------------------------------
  'ipc.unknownRequest': 'Richiesta sconosciuta.',
  'ipc.noWindow': 'Richiesta rifiutata: nessuna finestra qui può inviarla.',
  'ipc.notDialdeskWindow': 'Richiesta rifiutata: non proviene da una finestra di Dialdesk.',
  'ipc.notThisWindow': 'Richiesta rifiutata: può inviarla solo la finestra a cui si riferisce.',
  'ipc.rule.empty': 'è vuoto',
  'ipc.rule.tooLong': 'supera i {max} caratteri',
  'ipc.rule.day': 'deve essere una data nel formato AAAA-MM-GG',
  'ipc.rule.fieldName': 'deve essere un nome di campo',
  'ipc.rule.atLeastPx': 'deve essere almeno {min} px CSS',
  'ipc.rule.atMostPx': 'deve essere al massimo {max} px CSS',
  'ipc.rule.pageLength': 'deve essere un numero di px CSS da 1 a {max}',
  'ipc.rule.rangeOrder': 'non deve terminare prima di iniziare',
  'ipc.rule.tooMany': 'contiene più di {max} voci',
  // ─── What main keeps on this computer ───
  // The local call history: shown in History's status line and in Settings.
  'localHistory.fault.damaged': 'La cronologia chiamate su questo computer è danneggiata ({reason}).',
  'localHistory.fault.newer':
    'La cronologia chiamate su questo computer è stata scritta da una versione più recente di Dialdesk: questa versione la lascia intatta e mostra la cronologia del centralino. Aggiorna Dialdesk per usarla di nuovo.',
  'localHistory.fault.busy':
    "Un'altra copia di Dialdesk su questo computer sta usando la cronologia chiamate; a breve verrà fatto un nuovo tentativo.",
  'localHistory.fault.readOnly':
    'Dialdesk non ha il permesso di scrivere nella cartella della cronologia chiamate ({folder}): finché non potrà farlo, la cronologia viene mostrata dal centralino.',
  'localHistory.fault.full':
    "Il disco con i dati di Dialdesk è pieno: libera un po' di spazio e la cronologia verrà aggiornata.",
  'localHistory.fault.other':
    'Impossibile usare la cronologia chiamate su questo computer ({reason}); verrà fatto un nuovo tentativo.',
  'localHistory.setAside':
    'Impossibile leggere la cronologia chiamate locale ({reason}). È stata spostata in {path} e viene ricostruita dal centralino.',
  'localHistory.notUpToDate':
    'La cronologia chiamate su questo computer non è aggiornata (Dialdesk continua a riprovare): {reason}',

  // The settings file: a warning shown once at start when the file had to be repaired or replaced.
  'settingsFile.unreadable':
    'Dialdesk non è riuscito a leggere il file delle impostazioni ({reason}), quindi è stato avviato con le impostazioni predefinite.',
  'settingsFile.notJson':
    'Il file delle impostazioni era danneggiato (non è un JSON valido), quindi Dialdesk è stato avviato con le impostazioni predefinite.',
  'settingsFile.tooLarge':
    'Il file delle impostazioni era danneggiato (è più grande di qualsiasi file di impostazioni), quindi Dialdesk è stato avviato con le impostazioni predefinite.',
  'settingsFile.notObject':
    'Il file delle impostazioni era danneggiato (non contiene un oggetto di impostazioni), quindi Dialdesk è stato avviato con le impostazioni predefinite.',
  'settingsFile.movedAside': 'Il file originale è stato spostato in {path}.',
  'settingsFile.notMovedAside': 'Non è stato possibile spostarlo ({cause}) e si trova ancora in {path}.',
  'settingsFile.fieldsReset':
    'Alcune impostazioni non erano valide e sono state ripristinate ai valori predefiniti: {fields}.',
  'settingsFile.keysDropped':
    'Sono state eliminate impostazioni annidate troppo in profondità per essere conservate: {keys}.',
  'settingsFile.keysDroppedMore': {
    one: 'Sono state eliminate impostazioni annidate troppo in profondità per essere conservate: {keys} e {count} altra.',
    other:
      'Sono state eliminate impostazioni annidate troppo in profondità per essere conservate: {keys} e altre {count}.',
  },
  'settingsFile.copyKept': 'Una copia del file delle impostazioni originale è stata conservata in {path}.',
  'settingsFile.notCopied':
    'Impossibile copiare il file delle impostazioni che si trova in {path} ({cause}).',

  // The rule a settings field broke.
  'settingsFile.rule.apiUrl':
    'deve essere un URL https:// senza nome utente, password, ? o # (http:// solo su questo computer: localhost, 127.0.0.1, [::1]), oppure vuoto',
  'settingsFile.rule.numberFormat': "deve essere 'e164', 'national-digits' o 'country-digits'",
  'settingsFile.rule.hotkey':
    "deve essere una combinazione di modificatori e un tasto uniti da '+', come 'CommandOrControl+Shift+D', oppure vuoto",
  'settingsFile.rule.language': 'deve essere uno tra {choices}',
  'settingsFile.rule.accountId': 'deve contenere al massimo 63 lettere, cifre o trattini',
  'settingsFile.rule.domain': "deve essere un nome host come 'pbx.example.com', oppure vuoto",
  'settingsFile.rule.extension': 'deve avere da 2 a 10 cifre, oppure essere vuoto',
  'settingsFile.rule.region': "deve essere un codice paese di due lettere come 'IT'",
  'settingsFile.rule.wholeMinutes': 'deve essere un numero intero di minuti',
  'settingsFile.rule.minutesAtLeast1': 'deve essere almeno 1 minuto',
  'settingsFile.rule.minutesAtMost60': 'deve essere al massimo 60 minuti',
  'settingsFile.rule.wholeDays': 'deve essere un numero intero di giorni',
  'settingsFile.rule.daysAtLeast0': 'deve essere almeno 0 giorni',
  'settingsFile.rule.daysAtLeast1': 'deve essere almeno 1 giorno',
  'settingsFile.rule.daysAtMost365': 'deve essere al massimo 365 giorni',
  'settingsFile.rule.daysAtMost3650': 'deve essere al massimo 3650 giorni',

  // Why a file could not be read or written: a clause inside a sentence, in lower case.
  'storage.cause.permissionDenied': 'permesso negato',
  'storage.cause.readOnlyDisk': 'il disco è di sola lettura',
  'storage.cause.diskFull': 'il disco è pieno',
  'storage.cause.quotaUsed': 'la tua quota disco è esaurita',
  'storage.cause.noFolder': 'la cartella non esiste',
  'storage.cause.fileForFolder': "al posto della cartella c'è un file",
  'storage.cause.folderForFile': "al posto del file c'è una cartella",
  'storage.cause.tooManyOpen': 'ci sono troppi file aperti',
  'storage.cause.diskError': 'il disco ha segnalato un errore',
  'storage.cause.pathTooLong': 'il percorso è troppo lungo',
  'storage.cause.fileInUse': 'il file è in uso da parte di un altro programma',
  'storage.cause.other': 'un errore del file system',
  'storage.cause.unknown': 'un errore sconosciuto del file system',
  'storage.causeWithCode': '{cause} ({code})',
  'storage.writeFailed':
    'Dialdesk non è riuscito a scrivere {file} nella cartella {folder}: {cause}. Controlla che la cartella esista, che tu abbia il permesso di scriverci e che sul disco ci sia spazio.',

  // Saved audio: the first word of the file name offered.
  'files.voicemailLabel': 'Messaggio vocale',
  'files.recordingLabel': 'Registrazione',
  'files.audioLabel': 'Audio',
  'files.noAudio': "Il centralino non ha inviato l'audio di questo messaggio: non c'è nulla da salvare.",
  'files.showOnlySaved': 'Dialdesk può mostrare solo i file che ha salvato.',

  // The CSV export: the headers of the columns a person reads first.
  'export.column.date': 'Data',
  'export.column.time': 'Ora',
  'export.column.direction': 'Direzione',
  'export.column.name': 'Nome',
  'export.column.number': 'Numero',
  'export.column.otherParty': 'Altro interlocutore',
  'export.column.duration': 'Durata',
  'export.column.result': 'Esito',
  'export.column.outcome': 'Esito (nota)',
  'export.column.note': 'Nota',
  'export.direction.inbound': 'In entrata',
  'export.direction.outbound': 'In uscita',
  'export.direction.local': 'Interna',
  'export.nestedTooDeep': '(annidato troppo in profondità per essere mostrato)',
  'export.alreadyRunning': "È già in corso un'esportazione: attendi che finisca o annullala.",
  'export.fileNameRange': 'Chiamate dal {from} al {to}',
  'export.fileNameUntil': 'Chiamate fino al {day}',

  'voicemailWatch.notListed':
    "Questo messaggio non è nell'ultimo elenco della segreteria caricato da Dialdesk: aggiorna l'elenco, poi riproducilo di nuovo.",
  // ─── Contacts file ───
  'contacts.rule.id': "non è l'identificativo di un contatto",
  'contacts.rule.nameMissing': 'è vuoto: ogni contatto deve avere un nome',
  'contacts.rule.label': 'deve essere lavoro, cellulare, casa, interno o altro',
  'contacts.rule.tooManyNumbers': 'contiene più di {max} numeri',
  'contacts.refused': 'Il contatto non è stato salvato. {reason}',
  'contacts.notSaved': "Questo contatto non è più salvato: è stato eliminato, forse in un'altra finestra.",
  'contacts.numberNotSaved': 'Questo numero non è più salvato in un contatto.',
  'contacts.otherAccountsExtension':
    "È un interno dell'account {account}: si può chiamare e aggiungere ai preferiti solo mentre quell'account è in uso.",
  'contacts.favouritesChanged':
    'I preferiti sono cambiati nel frattempo: il loro ordine non è stato salvato. Riprova.',
  'contacts.fault.damaged': 'Il file dei tuoi contatti è danneggiato ({reason}).',
  'contacts.fault.newer':
    'Il file dei tuoi contatti è stato scritto da un Dialdesk più recente: questo non lo modifica. Aggiorna Dialdesk per usare di nuovo i tuoi contatti.',
  'contacts.fault.busy':
    'Un altro Dialdesk su questo computer sta usando il file dei tuoi contatti: la modifica non è stata salvata. Riprova tra un momento.',
  'contacts.fault.readOnly':
    'Dialdesk non può scrivere nella cartella dei tuoi contatti ({folder}): le modifiche non si potranno salvare finché non potrà.',
  'contacts.fault.full': 'Il disco che contiene i tuoi contatti è pieno: libera spazio, poi salva di nuovo.',
  'contacts.fault.other':
    'Non è stato possibile usare il file dei tuoi contatti ({reason}); la modifica non è stata salvata.',
  'contacts.restored':
    'Il file dei tuoi contatti era danneggiato. I contatti al {date} sono stati ripristinati da un backup; il file danneggiato è conservato in {path}.',
  'contacts.notRestored':
    'Il file dei tuoi contatti era danneggiato e nessun backup era leggibile: Dialdesk ne ha creato uno nuovo e vuoto. Il file danneggiato è conservato in {path}.',
  'contacts.backupFailed':
    'Non è stato possibile fare il backup di oggi dei tuoi contatti ({reason}); i contatti stessi sono salvati.',
  // ─── Open in CRM (main) ───
  'crm.schemeUnreadable':
    '«{scheme}» non è uno schema con cui un indirizzo possa iniziare: lettere, poi lettere, cifre, + . o -.',
  'crm.schemeNever':
    'Gli indirizzi che iniziano con {scheme}: non vengono mai aperti: Dialdesk apre solo indirizzi https:// o lo schema proprio di un’app CRM.',
  'crm.unknownPlaceholder': '{placeholder} non è un segnaposto che Dialdesk compila: usa {known}.',
  'crm.unreadable':
    'Questo non è un indirizzo che Dialdesk può aprire: scrivilo come l’indirizzo di ricerca del tuo CRM, iniziando con https:// e il suo host.',
  'crm.placeholderIn':
    'Un segnaposto non può stare in {part}: cambierebbe dove porta l’indirizzo. Mettilo nel percorso o dopo il «?».',
  'crm.part.scheme': 'lo schema',
  'crm.part.user': 'il nome utente',
  'crm.part.password': 'la password',
  'crm.part.host': 'l’host',
  'crm.part.port': 'la porta',
  'crm.schemeNotAllowed':
    'Gli indirizzi che iniziano con {scheme}: non vengono aperti: usa https:// o consenti quello schema di proposito.',
  'crm.holdsKey':
    'L’indirizzo contiene una chiave di questo account: una chiave non va mai al CRM. Toglila dall’indirizzo.',
  'crm.cannotOpen': 'Dialdesk non può aprire indirizzi su questo computer.',
  'crm.noTemplate':
    'Per questo account non è impostato un indirizzo CRM: aggiungine uno nelle Impostazioni, in Apri nel CRM.',
  'crm.showFirst': 'Questo indirizzo CRM non è ancora stato mostrato: guardalo prima, poi aprilo.',
  // ─── Notes on calls and voicemail (main) ───
  'notes.fault.damaged': 'Il file delle tue note sulle chiamate è danneggiato ({reason}).',
  'notes.fault.newer':
    'Il file delle tue note sulle chiamate è stato scritto da un Dialdesk più recente: questo lo lascia intatto. Aggiorna Dialdesk per usare di nuovo le tue note.',
  'notes.fault.busy':
    'Un altro Dialdesk su questo computer sta usando ora il file delle tue note: la nota non è stata salvata. Riprova tra un momento.',
  'notes.fault.readOnly':
    'Dialdesk non può scrivere nella cartella delle tue note ({folder}): le note non possono essere salvate finché non potrà.',
  'notes.fault.full': 'Il disco delle tue note è pieno: libera spazio, poi salva di nuovo la nota.',
  'notes.fault.other':
    'Non è stato possibile usare il file delle tue note ({reason}); la nota non è stata salvata.',
  'notes.restored':
    'Il file delle tue note sulle chiamate era danneggiato. Le note al {date} sono state ripristinate da un backup; il file danneggiato è conservato in {path}.',
  'notes.notRestored':
    'Il file delle tue note sulle chiamate era danneggiato e non è stato possibile leggerne alcun backup, quindi Dialdesk ne ha iniziato uno nuovo e vuoto. Il file danneggiato è conservato in {path}.',
  'notes.backupFailed':
    'Non è stato possibile fare il backup di oggi delle tue note ({reason}); le note stesse sono salvate.',
  'notes.outcome.reached': 'Raggiunto',
  'notes.outcome.leftMessage': 'Lasciato un messaggio',
  'notes.outcome.noAnswer': 'Nessuna risposta',
  'notes.outcome.wrongNumber': 'Numero sbagliato',
  'notes.outcome.followUp': 'Da ricontattare',
  'notes.unknownOutcome': 'Questo esito non è più nell’elenco: scegline un altro.',
  'notes.outcomeEmpty': 'Un esito deve avere un nome.',
  'notes.outcomeTwice': '«{label}» è due volte nell’elenco: dai a ogni esito un nome diverso.',
  'notes.noNumber': 'Questa chiamata non ha un numero sotto cui tenere una nota.',
  'notes.placedCallGone':
    'Non è più possibile aggiungere qui una nota a questa chiamata: Dialdesk è stato riavviato da quando è stata fatta. Aggiungi la nota alla chiamata nella cronologia.',
  // ─── Importing contacts: the files ───
  // What main says about a file chosen for import before it knows what is in it.
  'import.emptyFile': '{file} è vuoto.',
  'import.archive':
    '{file} è un archivio compresso, non una rubrica: estrailo, poi importa il file .vcf o .csv che contiene.',
  'import.notContacts':
    '{file} non è una rubrica che Dialdesk sa leggere: importa un file vCard (.vcf) o un file CSV esportato da Outlook o da Google Contatti.',
  'import.faxes': {
    one: '{count} numero di fax è stato escluso: un fax non può rispondere a una chiamata.',
    other: '{count} numeri di fax sono stati esclusi: un fax non può rispondere a una chiamata.',
  },
  'import.fileTooManyContacts':
    "{file} contiene più di {max} contatti, più di quanti ne accetti un'importazione: dividilo in file più piccoli e importali uno dopo l'altro.",
  'import.noteOfFile': '{file}: {note}',
  // ─── Importing contacts: vCard files ───
  // How main reads a vCard file (.vcf) the person imports: what it says about the file and its cards.
  'import.vcard.readAs': 'vCard {versions}, {encoding}',
  'import.vcard.readAsFrom': 'vCard {versions} da {producer}, {encoding}',
  'import.vcard.readAsUnread': 'vCard senza schede leggibili, {encoding}',
  'import.vcard.producer.apple': 'Contatti di Apple',
  'import.vcard.producer.google': 'Google Contatti',
  'import.vcard.groups': {
    one: '{count} gruppo di contatti è stato saltato: Dialdesk importa persone, non gruppi.',
    other: '{count} gruppi di contatti sono stati saltati: Dialdesk importa persone, non gruppi.',
  },
  'import.vcard.nested': {
    one: "{count} scheda scritta dentro un'altra scheda (quella di un assistente) è stata saltata.",
    other: '{count} schede scritte dentro altre schede (quelle di un assistente) sono state saltate.',
  },
  'import.vcard.withoutEnd': {
    one: '{count} scheda non aveva la riga END ed è stata saltata.',
    other: '{count} schede non avevano la riga END e sono state saltate.',
  },
  'import.vcard.withoutVersion': {
    one: '{count} scheda non aveva la riga VERSION ed è stata saltata.',
    other: '{count} schede non avevano la riga VERSION e sono state saltate.',
  },
  'import.vcard.unreadableCards': {
    one: '{count} scheda non è stata letta ed è stata saltata.',
    other: '{count} schede non sono state lette e sono state saltate.',
  },
  'import.vcard.overflowing': {
    one: "{count} scheda era troppo lunga per leggerla tutta: ne è stato letto l'inizio, il resto è stato saltato.",
    other:
      "{count} schede erano troppo lunghe per leggerle tutte: di ognuna è stato letto l'inizio, il resto è stato saltato.",
  },
  'import.vcard.unreadableLines': {
    one: '{count} riga non è stata letta ed è stata saltata.',
    other: '{count} righe non sono state lette e sono state saltate.',
  },
  // ─── Importing contacts: CSV files ───
  // How main reads a CSV file of contacts (Outlook, Google Contacts): what it says about the file.
  'import.csv.outlookEnglish': 'CSV di Outlook, intestazioni in inglese',
  'import.csv.outlookGerman': 'CSV di Outlook, intestazioni in tedesco',
  'import.csv.google': 'CSV di Google Contatti',
  'import.csv.googleOlder': 'CSV di Google Contatti (esportazione precedente)',
  'import.csv.readAs': '{layout}, {encoding}',
  'import.csv.readAsSemicolons': '{layout}, {encoding}, separato da ;',
  'import.csv.readAsTabs': '{layout}, {encoding}, separato da tabulazioni',
  'import.csv.linesUnreadable': {
    one: '{count} riga non è leggibile (virgolette fuori posto) ed è stata saltata.',
    many: '{count} di righe non sono leggibili (virgolette fuori posto) e sono state saltate.',
    other: '{count} righe non sono leggibili (virgolette fuori posto) e sono state saltate.',
  },
  'import.csv.quoteNeverCloses':
    'Delle virgolette nel file non vengono mai chiuse: tutto ciò che segue, fino alla fine del file, è stato saltato.',
  'import.csv.extraCells': {
    one: "{count} riga ha più celle di quante colonne abbia l'intestazione: le celle oltre l'ultima colonna sono state tralasciate.",
    many: "{count} di righe hanno più celle di quante colonne abbia l'intestazione: le celle oltre l'ultima colonna sono state tralasciate.",
    other:
      "{count} righe hanno più celle di quante colonne abbia l'intestazione: le celle oltre l'ultima colonna sono state tralasciate.",
  },
  'import.csv.noContacts':
    "{file} non contiene contatti: nessuna delle sue righe ha un nome, un'azienda, una nota o un numero.",
  'import.csv.noContactsReadable': {
    one: '{file} non contiene contatti che Dialdesk sa leggere: {count} riga non è leggibile (virgolette fuori posto).',
    many: '{file} non contiene contatti che Dialdesk sa leggere: {count} di righe non sono leggibili (virgolette fuori posto).',
    other:
      '{file} non contiene contatti che Dialdesk sa leggere: {count} righe non sono leggibili (virgolette fuori posto).',
  },
  'import.csv.rowTooLong':
    '{file} ha una riga di più di {max} caratteri, cosa che nessuna esportazione di una rubrica scrive. Di solito la causa sono delle virgolette mai chiuse: apri il file in un editor di testo.',
  'import.csv.binary':
    "{file} contiene dati binari, non testo: è danneggiato oppure non è un'esportazione CSV di contatti.",
  // ─── Importing contacts: the preview and the import ───
  // What main says when it compares the files with the person's contacts and imports them.
  'import.tooManyContacts':
    'Questi file contengono in tutto più di {max} contatti: Dialdesk ne importa al massimo {max} alla volta. Scegli meno file.',
  'import.previewGone':
    'Questa anteprima non è più valida e non è stato importato nulla: scegli di nuovo i file per vedere cosa farebbe la loro importazione.',
  'import.note.numbersDropped': {
    one: '{count} contatto aveva {held} numeri: sono stati mantenuti i primi {max}.',
    other:
      '{count} contatti avevano più di {max} numeri, {held} in tutto: sono stati mantenuti i primi {max} di ciascuno.',
  },
  'import.note.namesCut': {
    one: '{count} nome superava i {max} caratteri: è stato accorciato a {max}.',
    other: '{count} nomi superavano i {max} caratteri: sono stati accorciati a {max}.',
  },
  'import.note.companiesCut': {
    one: '{count} azienda superava i {max} caratteri: è stata accorciata a {max}.',
    other: '{count} aziende superavano i {max} caratteri: sono state accorciate a {max}.',
  },
  'import.note.notesCut': {
    one: '{count} nota superava i {max} caratteri: è stata accorciata a {max}.',
    other: '{count} note superavano i {max} caratteri: sono state accorciate a {max}.',
  },
  'import.note.numbersTooLong': {
    one: '{count} numero superava i {max} caratteri ed è stato escluso: nessun numero di telefono è così lungo.',
    other:
      '{count} numeri superavano i {max} caratteri e sono stati esclusi: nessun numero di telefono è così lungo.',
  },
  'import.note.cleaned': {
    one: '{count} contatto conteneva caratteri di controllo o di direzione del testo: sono stati rimossi.',
    other:
      '{count} contatti contenevano caratteri di controllo o di direzione del testo: sono stati rimossi.',
  },
  'import.note.empty': {
    one: '{count} contatto non aveva nome, azienda né numero ed è stato saltato.',
    other: '{count} contatti non avevano nome, azienda né numero e sono stati saltati.',
  },
  // ─── Exporting contacts ───
  // What main says when it writes the person's contacts to a vCard or CSV file.
  'dialog.exportContactsTitle': 'Esporta contatti',
  'dialog.vcardFiles': 'vCard',
  'contactsExport.fileName': 'Contatti {day}',
  'contactsExport.noContacts': 'Non hai ancora contatti da esportare.',
  'contactsExport.noneMatch':
    "Nessun contatto corrisponde a «{text}», quindi non c'è nulla da esportare. Cancella la ricerca per esportare tutti i tuoi contatti.",
  'contactsExport.numbersLeftOut': {
    one: '{count} numero di {contacts} non rientrava nelle colonne di Outlook ed è stato omesso: esporta in vCard per conservarli tutti.',
    other:
      '{count} numeri di {contacts} non rientravano nelle colonne di Outlook e sono stati omessi: esporta in vCard per conservarli tutti.',
  },
  'contactsExport.ofContacts': { one: '{count} contatto', other: '{count} contatti' },
  // ─── People: Import and Export ───
  // The People screen's Import and Export: the buttons, the preview screen, the conflicts, the results.
  'people.import.button': 'Importa…',
  'people.export.button': 'Esporta…',
  'people.import.reading': 'Lettura della rubrica…',
  'people.import.cancelling': 'Interruzione…',
  'people.import.refused': 'Impossibile importare la rubrica',
  'people.import.done': 'Importazione completata: {result}.',
  'people.import.done.added': { one: '{count} contatto aggiunto', other: '{count} contatti aggiunti' },
  'people.import.done.updated': { one: '{count} aggiornato', other: '{count} aggiornati' },
  'people.import.done.kept': {
    one: '{count} lasciato come lo avevi',
    other: '{count} lasciati come li avevi',
  },
  'people.import.done.unchanged': { one: '{count} già aggiornato', other: '{count} già aggiornati' },
  'people.import.done.nothing': 'Importazione completata: non è cambiato nulla.',
  'people.import.dismissDone': 'Chiudi il risultato dell’importazione',
  'people.import.title': 'Importa contatti',
  'people.import.summaryTitle': 'Cosa farebbe l’importazione',
  'people.import.verdict.new': {
    one: '{count} contatto nuovo, da aggiungere',
    other: '{count} contatti nuovi, da aggiungere',
  },
  'people.import.verdict.updated': {
    one: '{count} dei tuoi contatti, da aggiornare dai file',
    other: '{count} dei tuoi contatti, da aggiornare dai file',
  },
  'people.import.verdict.conflict': {
    one: '{count} contatto che hai modificato e che i file riportano diversamente: scegli qui sotto',
    other: '{count} contatti che hai modificato e che i file riportano diversamente: scegli qui sotto',
  },
  'people.import.verdict.unchanged': {
    one: '{count} contatto senza novità nei file: niente da fare',
    other: '{count} contatti senza novità nei file: niente da fare',
  },
  'people.import.andMore': { one: 'e {count} altro', other: 'e altri {count}' },
  'people.import.nothingInFiles': 'I file non contengono contatti da importare.',
  'people.import.sourcesTitle': 'File letti',
  'people.import.source': {
    one: '{count} contatto, letto come {readAs}',
    other: '{count} contatti, letti come {readAs}',
  },
  'people.import.unreadableTitle': 'Numeri che non è stato possibile leggere',
  'people.import.unreadableIntro': {
    one: '{count} numero non contiene nulla che Dialdesk possa comporre:',
    other: '{count} numeri non contengono nulla che Dialdesk possa comporre:',
  },
  'people.import.unreadableNumber': '{name}: {number}',
  'people.import.notesTitle': 'Tralasciato o accorciato',
  'people.import.conflictsTitle': 'Conflitti',
  'people.import.conflictsIntro':
    'Hai modificato questi contatti in Dialdesk, e i file li riportano diversamente. La tua versione resta com’è, a meno che tu non scelga quella del file.',
  'people.import.yours': 'La tua versione',
  'people.import.theirs': 'Nel file',
  'people.import.noCompany': 'Nessuna azienda',
  'people.import.noNote': 'Nessuna nota',
  'people.import.differs': '(diverso dalla tua versione)',
  'people.import.keepMine': 'Tieni la mia',
  'people.import.useFile': 'Usa quella del file',
  'people.import.othersLegend': {
    one: 'L’altro conflitto, non elencato',
    other: 'Gli altri {count} conflitti, non elencati uno per uno',
  },
  'people.import.import': 'Importa',
  'people.import.importing': 'Importazione…',
  'people.import.failed': 'Impossibile importare i contatti',
  'people.import.nothingToDo':
    'Non cambierebbe nulla: i file non contengono nulla che i tuoi contatti non abbiano già o che tu non abbia modificato da allora.',
  'people.import.nothingChosen':
    'Non cambierebbe nulla: per il resto i file non portano novità, e tieni la tua versione di ogni conflitto.',
  'people.export.legend': 'Esporta come',
  'people.export.vcard3': 'vCard 3.0: il formato letto meglio dalla maggior parte delle app',
  'people.export.vcard4': 'vCard 4.0: la versione più recente',
  'people.export.outlookCsv': 'CSV per Outlook',
  'people.export.all': {
    one: 'Scrive il tuo unico contatto.',
    other: 'Scrive tutti i tuoi {count} contatti.',
  },
  'people.export.found': {
    one: 'Scrive il contatto trovato per «{search}».',
    other: 'Scrive i {count} contatti trovati per «{search}».',
  },
  'people.export.start': 'Esporta',
  'people.export.running': 'Esportazione dei contatti…',
  'people.export.failed': 'Impossibile esportare i contatti',
  'people.export.done': {
    one: '{count} contatto esportato in {path}',
    other: '{count} contatti esportati in {path}',
  },
  'people.export.showInFolder': 'Mostra nella cartella',
  'people.export.dismiss': 'Chiudi il risultato dell’esportazione',
  'people.import.dialog.title': 'Importa contatti',
  'people.import.dialog.addressBooks': 'Rubriche (vCard, CSV)',
  'people.import.dialog.allFiles': 'Tutti i file',
  // ─── Directories: the index ───
  'directories.fault.damaged':
    'La copia delle rubriche aziendali su questo computer era danneggiata ({reason}): Dialdesk la ricrea e rilegge le rubriche.',
  'directories.fault.newer':
    'La copia delle rubriche aziendali su questo computer è stata scritta da un Dialdesk più recente: questo ne crea una propria e rilegge le rubriche.',
  'directories.fault.busy':
    'Un altro Dialdesk su questo computer sta usando ora la copia delle rubriche aziendali: la rubrica verrà riletta più tardi.',
  'directories.fault.readOnly':
    'Dialdesk non può scrivere nella cartella della copia delle rubriche aziendali ({folder}): i nomi non vengono aggiornati finché non potrà farlo.',
  'directories.fault.full':
    'Il disco è pieno: i nomi delle rubriche aziendali non vengono aggiornati finché non si libera spazio.',
  'directories.fault.other':
    'Non è stato possibile usare la copia delle rubriche aziendali su questo computer ({reason}).',
  // ─── Directories: LDAP and Active Directory ───
  'directories.ldap.badAddress': '«{url}» non è un indirizzo di directory: inizia con ldap:// o ldaps://.',
  'directories.ldap.securityMismatch':
    'LDAPS richiede un indirizzo che inizia con ldaps://; StartTLS e le connessioni non cifrate uno che inizia con ldap://.',
  'directories.ldap.badFilter':
    '«{filter}» non è un filtro LDAP che Dialdesk sa leggere. Controlla le parentesi e scrivi una parentesi o un * dentro un valore come \\28, \\29 o \\2a.',
  'directories.ldap.unreachable':
    'Impossibile raggiungere il server di directory {server}. Controlla l’indirizzo e che il server sia in funzione.',
  'directories.ldap.timedOut': 'Il server di directory {server} non ha risposto entro {seconds} secondi.',
  'directories.ldap.certificateExpired':
    'Il certificato del server di directory {server} è scaduto, quindi Dialdesk non si è connesso.',
  'directories.ldap.certificateUntrusted':
    'Il certificato del server di directory {server} non è firmato da un’autorità di cui questo computer si fida (è autofirmato, o firmato da una CA aziendale non aggiunta), quindi Dialdesk non si è connesso.',
  'directories.ldap.certificateWrongHost':
    'Il certificato del server di directory {server} è intestato a un altro server, quindi Dialdesk non si è connesso.',
  'directories.ldap.tlsFailed':
    'Impossibile stabilire una connessione cifrata con il server di directory {server} ({reason}).',
  'directories.ldap.noStartTls':
    'Il server di directory {server} non offre StartTLS, quindi Dialdesk non si è connesso: non ripiega mai su una connessione non cifrata.',
  'directories.ldap.signInRefused':
    'Il server di directory {server} ha rifiutato il bind DN o la password. Controlla entrambi.',
  'directories.ldap.badBindDn':
    '«{dn}» non è scritto come un bind DN (ad esempio cn=reader,dc=example,dc=com).',
  'directories.ldap.noSuchBase': 'Il DN di base «{baseDn}» non esiste sul server di directory {server}.',
  'directories.ldap.sizeLimit':
    'Il server di directory {server} ha interrotto la lettura al suo limite di dimensione. Chiedi al suo amministratore di consentire letture a pagine dell’intera directory, oppure restringi il filtro.',
  'directories.ldap.filterRefused': 'Il server di directory {server} ha rifiutato il filtro «{filter}».',
  'directories.ldap.failed': 'Impossibile leggere la directory su {server}: {reason}',
  // ─── Directories: CardDAV ───
  'directories.carddav.urlInvalid':
    '«{url}» non è un indirizzo web. Inserisci l’indirizzo del tuo server CardDAV, ad esempio https://contacts.example.com.',
  'directories.carddav.urlCredentials':
    'Non mettere nome utente e password nell’indirizzo: inseriscili nei loro campi.',
  'directories.carddav.plainHttp':
    'Dialdesk invia la tua password solo tramite https://, o tramite http:// a un server su questo computer. Usa l’indirizzo https:// di {host}.',
  'directories.carddav.otherHost':
    '{from} ha reindirizzato Dialdesk a {to}, un server diverso da quello che hai inserito. Dialdesk non vi ha inviato la tua password.',
  'directories.carddav.wrongPassword':
    '{host} ha rifiutato il nome utente o la password. Controllali; molti server qui richiedono una password per le app.',
  'directories.carddav.notCardDav':
    '{host} ha risposto, ma non come un server CardDAV. Controlla l’indirizzo.',
  'directories.carddav.noAddressBook': '{host} non ha nessuna rubrica per {user}.',
  'directories.carddav.timeout':
    '{host} non ha risposto entro {seconds} s. Dialdesk riproverà al prossimo aggiornamento.',
  'directories.carddav.status':
    '{host} ha avuto un problema nel rispondere (HTTP {status}). Dialdesk riproverà al prossimo aggiornamento.',
  'directories.carddav.network': 'Impossibile leggere la directory CardDAV: {reason}',
  'directories.carddav.tooManyRedirects':
    '{host} ha reindirizzato Dialdesk ad altri indirizzi troppe volte. Controlla l’indirizzo.',
  'directories.carddav.replyTooBig':
    'Una risposta di {host} superava {megabytes} MB, quindi Dialdesk ha smesso di leggerla.',
  'directories.carddav.cardsTooBig': {
    one: '{count} scheda superava {megabytes} MB ed è stata esclusa.',
    other: '{count} schede superavano {megabytes} MB e sono state escluse.',
  },
  'directories.carddav.unreadableCards': {
    one: 'Non è stato possibile leggere {count} scheda, che è stata esclusa.',
    other: 'Non è stato possibile leggere {count} schede, che sono state escluse.',
  },
  'directories.carddav.hostInUse': 'Rubriche lette da {host}.',
  // ─── Directories: Settings ───
  'directories.listSetAside':
    'Non è stato possibile leggere le impostazioni delle tue rubriche aziendali ({file}). Il file è stato spostato in {path} e l’elenco riparte vuoto: aggiungi di nuovo le tue rubriche.',
  'directories.note.plain':
    'Questa rubrica viene letta senza cifratura (ldap:// semplice): nomi, numeri e password passano leggibili in rete. Usa LDAPS o StartTLS al di fuori di un test.',
  'directories.note.globalCatalog':
    'La porta {port} è un catalogo globale: le sue voci non hanno cellulare, qualifica, reparto né azienda. Usa la porta del controller di dominio (389 o 636) per voci complete.',
  'directories.passwordMissing':
    'Nessuna password è salvata per la rubrica «{name}» al suo indirizzo: inseriscila in Impostazioni → Rubriche.',
  'directories.caFileUnreadable':
    'Impossibile leggere il file della CA aziendale {path} come certificato (PEM).',
  'directories.badAddress': '«{url}» non è un indirizzo da cui leggere una rubrica.',
  'directories.unknownAccount': 'Una rubrica può servire solo account salvati in Dialdesk.',
  'directories.notFound': 'Questa rubrica non è più configurata.',
  // ─── Directories: Settings view ───
  'directories.title': 'Rubriche aziendali',
  'directories.intro':
    'Nomi di colleghi e clienti dalla rubrica aziendale (LDAP, Active Directory o CardDAV), per gli account a cui serve ciascuna. Dialdesk legge soltanto una rubrica, non ci scrive mai.',
  'directories.none': 'Nessuna rubrica aziendale è configurata.',
  'directories.listFailed': 'Impossibile leggere le rubriche',
  'directories.kind.ldap': 'LDAP / Active Directory',
  'directories.kind.carddav': 'CardDAV',
  'directories.serves': 'Per {accounts}',
  'directories.removedAccount': 'un account rimosso',
  'directories.status.reading': 'Lettura in corso…',
  'directories.status.people': {
    one: '{count} persona',
    other: '{count} persone',
  },
  'directories.status.numbers': {
    one: '{count} numero',
    other: '{count} numeri',
  },
  'directories.status.counts': '{people}, {numbers}',
  'directories.status.readAt': '{people}, {numbers}, letti alle {time}',
  'directories.status.readOn': '{people}, {numbers}, letti: {when}',
  'directories.status.kept': 'I nomi dell’ultima lettura riuscita vengono conservati ({counts}).',
  'directories.status.notRead': 'Non ancora letta.',
  'directories.readNow': 'Leggi ora',
  'directories.readNow.label': 'Leggi ora: {name}',
  'directories.readFailed': 'Impossibile leggerla',
  'directories.edit': 'Modifica',
  'directories.edit.label': 'Modifica {name}',
  'directories.remove': 'Rimuovi',
  'directories.remove.label': 'Rimuovi {name}',
  'directories.remove.title': 'Rimuovere la rubrica «{name}»?',
  'directories.remove.what':
    'La sua copia su questo computer e la sua password nel portachiavi del sistema vengono eliminate, e i suoi nomi non vengono più mostrati. La rubrica sul suo server non viene toccata.',
  'directories.remove.whatNoPassword':
    'La sua copia su questo computer viene eliminata, e i suoi nomi non vengono più mostrati. La rubrica sul suo server non viene toccata.',
  'directories.removing': 'Rimozione…',
  'directories.removeFailed': 'Impossibile rimuoverla',
  'directories.add': 'Aggiungi rubrica',
  'directories.form.newTitle': 'Nuova rubrica',
  'directories.form.editTitle': 'Modifica «{name}»',
  'directories.form.kind': 'Tipo di rubrica',
  'directories.form.name': 'Nome',
  'directories.form.nameHint': 'Come la chiami, ad esempio «AD Acme».',
  'directories.form.accounts': 'Account per cui dà un nome ai chiamanti',
  'directories.form.accountsHint':
    'I suoi numeri, soprattutto gli interni, appartengono ai centralini di questi account e danno un nome solo alle loro chiamate.',
  'directories.form.address': 'Indirizzo del server',
  'directories.form.ldapAddressHint':
    'ldaps://host, oppure ldap://host con StartTLS; una porta dopo i due punti se non è quella solita.',
  'directories.form.carddavAddressHint':
    'Il server, o l’indirizzo di una rubrica. Prova trova le sue rubriche.',
  'directories.form.security': 'Sicurezza',
  'directories.security.ldaps': 'LDAPS (cifrato dall’inizio, di solito la porta 636)',
  'directories.security.starttls': 'StartTLS (cifrato prima dell’accesso, mai senza)',
  'directories.security.plain': 'Nessuna (ldap:// in chiaro)',
  'directories.security.plainWarning':
    'Solo per i test: nomi, numeri e password attraversano la rete leggibili.',
  'directories.form.baseDn': 'DN di base',
  'directories.form.baseDnHint': 'Dove si cercano le persone, ad esempio dc=example,dc=com.',
  'directories.form.bindDn': 'DN di bind',
  'directories.form.bindDnHint':
    'L’account con cui Dialdesk accede, ad esempio cn=reader,dc=example,dc=com. Vuoto: in forma anonima.',
  'directories.form.password': 'Password',
  'directories.form.appPassword': 'Password per le app',
  'directories.form.passwordStored': 'salvata',
  'directories.form.passwordNotStored': 'non salvata',
  'directories.form.passwordHint': 'Conservata nel portachiavi del sistema, solo per questo server.',
  'directories.form.passwordKept':
    'Conservata nel portachiavi del sistema, solo per questo server. Lasciala vuota per tenere quella salvata.',
  'directories.form.filter': 'Filtro',
  'directories.form.filterHint':
    'Facoltativo, ad esempio (department=Sales): si leggono solo le persone che corrispondono.',
  'directories.form.preset': 'Server',
  'directories.preset.auto': 'Automatico (come si presenta il server)',
  'directories.preset.activeDirectory': 'Active Directory',
  'directories.preset.openldap': 'OpenLDAP / FreeIPA',
  'directories.form.caFile': 'File della CA aziendale',
  'directories.form.caFileHint':
    'Facoltativo: il percorso del certificato (PEM) con cui la tua azienda firma i suoi server, considerato attendibile insieme a quelli del sistema.',
  'directories.form.advanced': 'Avanzate: attributi',
  'directories.mapping.intro':
    'Quali attributi contengono cosa, più di uno separati da virgole, provati in ordine. Lasciali tutti vuoti per quelli soliti del server.',
  'directories.mapping.name': 'Nome',
  'directories.mapping.company': 'Azienda',
  'directories.mapping.department': 'Reparto',
  'directories.mapping.title': 'Qualifica',
  'directories.mapping.numbers': 'Numeri',
  'directories.mapping.work': 'Lavoro',
  'directories.mapping.mobile': 'Cellulare',
  'directories.mapping.home': 'Casa',
  'directories.mapping.extension': 'Interno',
  'directories.mapping.other': 'Altro',
  'directories.form.username': 'Nome utente',
  'directories.form.books': 'Rubriche',
  'directories.form.booksHint': 'Nessuna scelta: tutte, e quelle aggiunte in seguito.',
  'directories.form.booksTest': 'Vengono lette tutte. Prova le trova, per scegliere.',
  'directories.form.save': 'Salva rubrica',
  'directories.form.test': 'Prova',
  'directories.form.testing': 'Prova in corso…',
  'directories.form.testFailed': 'La prova non è riuscita',
  'directories.found.activeDirectory': 'Trovato Active Directory.',
  'directories.found.openldap': 'Trovato OpenLDAP / FreeIPA.',
  // ─── Open in CRM (the windows) ───
  'crmUi.action': 'Apri nel CRM',
  'crmUi.row.label': 'Apri la scheda di {name} nel tuo CRM',
  'crmUi.row.title': 'Apri nel CRM',
  'crmUi.opening': 'Apertura nel tuo CRM…',
  'crmUi.panel.title': 'Controlla l’indirizzo prima che si apra',
  'crmUi.panel.browser': 'Dialdesk apre questo indirizzo nel browser. Controlla che sia quello del tuo CRM.',
  'crmUi.panel.app':
    'Dialdesk apre questo indirizzo nell’app registrata per gli indirizzi {scheme} su questo computer. Controlla che sia quello del tuo CRM.',
  'crmUi.panel.open': 'Apri',
  'crmUi.panel.dontOpen': 'Non aprire',
  'crmUi.opened.browser': 'Aperto nel browser.',
  'crmUi.opened.app': 'Aperto nell’app per gli indirizzi {scheme}.',
  'crmUi.failed': 'Impossibile aprire la scheda nel tuo CRM',
  'crmUi.dismiss': 'Chiudi',
  'crmUi.settings.title': 'Apri nel CRM',
  'crmUi.settings.intro':
    'L’indirizzo della scheda di un cliente nel CRM della tua azienda: Cronologia, Segreteria, Ricerca e la conferma di chiamata offrono poi Apri nel CRM. Ogni account ha il suo; questo è quello di {account}.',
  'crmUi.settings.readFailed': 'Impossibile leggere l’indirizzo del CRM',
  'crmUi.settings.save': 'Salva indirizzo del CRM',
  'crmUi.settings.saveFailed': 'Impossibile salvare l’indirizzo del CRM',
  'crmUi.template.label': 'Indirizzo di una scheda',
  'crmUi.template.hint':
    'Dialdesk inserisce {number} (in formato internazionale quando può), {digits}, {name}, {callId} e {direction}, ciascuno codificato per l’URL. Lascialo vuoto per disattivare Apri nel CRM.',
  'crmUi.template.example': 'Per esempio: {example}',
  'crmUi.openOnCall.label': 'Apri la scheda da sola quando fai una chiamata da Dialdesk',
  'crmUi.openOnCall.hint':
    'Solo dopo che hai aperto tu uno di questi indirizzi: il primo viene sempre mostrato prima di aprirsi.',
  'crmUi.scheme.reveal': 'Consenti lo schema proprio di un’app…',
  'crmUi.scheme.warning':
    'Gli indirizzi con questo schema aprono l’app registrata per esso su questo computer, con il numero e tutto ciò che l’indirizzo invia. Consenti solo lo schema proprio dell’app del tuo CRM, per esempio {example}.',
  'crmUi.scheme.label': 'Schema dell’app del tuo CRM',
  'crmUi.scheme.hint':
    'Solo il suo nome, per esempio {example}. Lascialo vuoto per aprire solo indirizzi https://.',
  // ─── Calling hours (Settings) ───
  'hours.settings.title': 'Orario di chiamata',
  'hours.settings.intro':
    'Una chiamata fuori da questo orario dove squilla il numero ti chiede prima conferma, comunque venga effettuata. Ogni account ha il suo; questo è quello di {account}.',
  'hours.settings.readFailed': 'Impossibile leggere l’orario di chiamata',
  'hours.settings.save': 'Salva orario di chiamata',
  'hours.settings.saveFailed': 'Impossibile salvare l’orario di chiamata',
  'hours.enabled.label': 'Chiedi prima di chiamare fuori dall’orario di chiamata',
  'hours.enabled.hint':
    'Se è disattivato, le chiamate vengono effettuate a qualsiasi ora senza chiedere. Gli orari qui sotto restano salvati.',
  'hours.times.legend': 'Orario dove squilla il numero',
  'hours.start.label': 'Dalle',
  'hours.end.label': 'Alle',
  'hours.times.hint':
    'All’ora locale della persona chiamata. Una chiamata all’ora di fine o più tardi chiede prima conferma.',
  'hours.timeMissing': 'Inserisci un orario.',
  'hours.federal':
    'Il valore predefinito è la regola statunitense per le chiamate alle abitazioni: nessuna chiamata prima delle 8 o dopo le 21 nel luogo della persona chiamata ({source}).',
  'hours.florida.label': 'Florida: le chiamate terminano alle {time}',
  'hours.florida.hint':
    'In Florida la legge consente di chiamare solo fino alle 20 ({source}). Un numero è in Florida in base al prefisso o allo stato trovato da una ricerca.',
  'hours.courtesy':
    'Un controllo di cortesia, non una consulenza legale: sta a te sapere quali regole valgono per le tue chiamate. L’ora locale è stimata dal prefisso del numero, e il titolare di un cellulare potrebbe trovarsi altrove.',
  // ─── Notes and outcomes (the windows) ───
  'noteUi.title': 'Nota',
  'noteUi.add': 'Aggiungi una nota',
  'noteUi.edit': 'Modifica nota',
  'noteUi.written': 'Ultima modifica: {time}',
  'noteUi.saved': 'Nota salvata.',
  'noteUi.removed': 'Nota rimossa.',
  'noteUi.saveFailed': 'Impossibile salvare la nota',
  'noteUi.row.spoken': 'Nota:',
  'noteUi.editor.callLabel': 'Nota su questa chiamata',
  'noteUi.editor.voicemailLabel': 'Nota su questo messaggio vocale',
  'noteUi.editor.outcome': 'Esito',
  'noteUi.editor.noOutcome': 'Nessun esito',
  'noteUi.editor.outcomesFailed':
    'Impossibile leggere l’elenco degli esiti: puoi salvare la nota senza esito.',
  'noteUi.editor.text': 'Nota',
  'noteUi.editor.hint': 'Resta su questo computer, non viene mai inviata al centralino.',
  'noteUi.editor.count': '{length} di {limit} caratteri',
  'noteUi.editor.save': 'Salva nota',
  'noteUi.outcome.retired': '{label} (ritirato)',
  'noteUi.placed.label': 'Nota sulla chiamata a {number}',
  'noteUi.placed.kept': 'Nota conservata.',
  'noteUi.placed.waits': 'La nota attende i dati della chiamata e la raggiungerà nella cronologia.',
  'noteUi.placed.failed': 'Impossibile conservare la nota',
  'noteUi.number.title': 'Note su questo numero',
  'noteUi.number.intro': 'Scritte dopo chiamate fatte da Dialdesk i cui dati non sono mai arrivati.',
  'noteUi.number.placed': 'Chiamata fatta: {time}',
  'noteUi.outcomes.title': 'Esiti delle chiamate',
  'noteUi.outcomes.intro':
    'Con cosa puoi contrassegnare una chiamata o un messaggio vocale, oltre alla nota. Ogni account ha il suo elenco; questo è quello di {account}.',
  'noteUi.outcomes.label': 'Esito {position}',
  'noteUi.outcomes.remove': 'Rimuovi {label}',
  'noteUi.outcomes.removeTitle': 'Rimuovi (le chiamate che lo hanno lo mantengono)',
  'noteUi.outcomes.retireHint':
    'Un esito rimosso viene ritirato: le chiamate e i messaggi vocali che lo hanno lo mantengono, ma non viene più proposto.',
  'noteUi.outcomes.add': 'Aggiungi esito',
  'noteUi.outcomes.full': 'Un account ha al massimo {limit} esiti.',
  'noteUi.outcomes.none': 'Nessun esito: le note vengono salvate senza esito.',
  'noteUi.outcomes.save': 'Salva esiti',
  'noteUi.outcomes.readFailed': 'Impossibile leggere gli esiti',
  'noteUi.outcomes.saveFailed': 'Impossibile salvare gli esiti',
  'noteUi.localCopyHint':
    'Le tue note sulle chiamate restano in ogni caso. Senza la copia, una ricerca trova le note solo nelle chiamate che la cronologia ha mostrato, non in quelle più vecchie.',
  'noteUi.accountRemove.withNotes': {
    one: 'Le sue chiavi vengono eliminate dal portachiavi del sistema; la copia della cronologia chiamate, i dati della segreteria, le chiamate recenti e le ricerche vengono eliminati da questo computer, insieme alla sua nota su una chiamata o un messaggio vocale, che non si potrà recuperare. Chiamate e messaggi sul centralino restano invariati.',
    many: 'Le sue chiavi vengono eliminate dal portachiavi del sistema; la copia della cronologia chiamate, i dati della segreteria, le chiamate recenti e le ricerche vengono eliminati da questo computer, insieme alle sue {count} di note su chiamate e messaggi vocali, che non si potranno recuperare. Chiamate e messaggi sul centralino restano invariati.',
    other:
      'Le sue chiavi vengono eliminate dal portachiavi del sistema; la copia della cronologia chiamate, i dati della segreteria, le chiamate recenti e le ricerche vengono eliminati da questo computer, insieme alle sue {count} note su chiamate e messaggi vocali, che non si potranno recuperare. Chiamate e messaggi sul centralino restano invariati.',
  },
  'noteUi.accountRemove.uncounted':
    'Le sue chiavi vengono eliminate dal portachiavi del sistema; la copia della cronologia chiamate, i dati della segreteria, le chiamate recenti e le ricerche vengono eliminati da questo computer, insieme a tutte le note sulle sue chiamate e sui suoi messaggi vocali, che non si potranno recuperare. Chiamate e messaggi sul centralino restano invariati.',
  // ─── To call back (the windows) ───
  'nav.callBacks': 'Da richiamare',
  'nav.callBacksCount': { one: 'Da richiamare, {count}', other: 'Da richiamare, {count}' },
  'nav.callBacksWaiting': { one: 'in attesa', other: 'in attesa' },
  'callBacks.title': 'Da richiamare',
  'callBacks.count': { one: '{count} numero', other: '{count} numeri' },
  'callBacks.loading': 'Caricamento dei numeri da richiamare…',
  'callBacks.failed': 'Impossibile caricare i numeri da richiamare',
  'callBacks.listLabel': 'Numeri da richiamare',
  'callBacks.missed': { one: '{count} chiamata persa', other: '{count} chiamate perse' },
  'callBacks.voicemailLeft': 'Ha lasciato un messaggio',
  'callBacks.triedToday': 'Ultimo tentativo: {time}',
  'callBacks.triedBefore': 'Ultimo tentativo: {when}',
  'callBacks.done': 'Fatto',
  'callBacks.laterToday': 'Più tardi oggi',
  'callBacks.tomorrow': 'Domani',
  'callBacks.openCall': 'Mostra nella cronologia',
  'callBacks.openVoicemail': 'Apri il messaggio vocale',
  'callBacks.markFailed': 'Impossibile aggiornare l’elenco',
  'callBacks.snoozed': { one: '{count} rimandato a più tardi', other: '{count} rimandati a più tardi' },
  'callBacks.empty.title': 'Nessuno da richiamare.',
  'callBacks.empty.body':
    'Le chiamate perse e i messaggi vocali dell’ultima settimana restano qui finché non richiami o li segni come fatti.',
  'callBacks.off.title': 'Nessun elenco senza la cronologia locale',
  'callBacks.off.body':
    'Questo elenco nasce dalla copia della cronologia chiamate conservata su questo computer, e quella copia è disattivata.',
  'callBacks.off.settings': 'Attivala nelle Impostazioni',
  'directories.found.carddav': {
    one: 'Trovata {count} rubrica su {host}.',
    other: 'Trovate {count} rubriche su {host}.',
  },
  // Organization policies (issue 51).
  'policies.rule.clockTime': "deve essere un orario come '08:00' o '21:00'",
  'policies.rule.accountKey': 'deve contenere da 1 a 64 lettere, cifre, punti, trattini o trattini bassi',
  'policies.rule.domainOrAddress': 'deve indicare un dominio o un indirizzo',
  'policies.rule.sameAccountTwice':
    "non deve indicare due volte lo stesso ID account (assegna a ciascuno un proprio 'id' per distinguerli)",
  'policies.rule.updateAddress':
    'deve essere l’indirizzo https di una cartella, senza nome utente, password, query o frammento',
  'policies.refused.notJson': 'Il suo valore non è testo JSON.',
  'policies.refused.type.string': 'Il suo valore deve essere un testo.',
  'policies.refused.type.number': 'Il suo valore deve essere un numero.',
  'policies.refused.type.boolean': 'Il suo valore deve essere true o false (1 o 0 nel registro di sistema).',
  'policies.refused.secret':
    'Un criterio non contiene mai una chiave o una password: ognuno inserisce le proprie in Dialdesk, e vengono conservate nel suo portachiavi del sistema.',
  'policies.refused.unknown': 'Dialdesk non ha nessun criterio con questo nome.',
  'policies.refused.rule': '{field} {rule}.',
  'policies.file.notOwned':
    '{path} non appartiene a root, quindi altri oltre all’amministratore potrebbero modificarlo: i suoi criteri non sono stati applicati.',
  'policies.file.writable':
    '{path} è scrivibile da altri oltre a root: i suoi criteri non sono stati applicati. Togli il permesso di scrittura al gruppo e agli altri (chmod go-w).',
  'policies.file.unreadable':
    'Impossibile leggere {path} ({cause}): i suoi criteri non sono stati applicati.',
  'policies.file.notFile': '{path} non è un file: i suoi criteri non sono stati applicati.',
  'policies.file.tooLarge':
    '{path} è più grande di {max}: non è stato letto e i suoi criteri non sono stati applicati.',
  'policies.file.notJson': '{path} non è un JSON valido: i suoi criteri non sono stati applicati.',
  'policies.file.notObject':
    '{path} deve contenere un solo oggetto JSON di criteri, ciascuno con il proprio nome.',
  'policies.lockedField': 'è impostato dalla tua organizzazione',
  'account.notUsable':
    'Questo account non può essere usato: la tua organizzazione non lo fornisce più, oppure non consente account personali.',
  'account.ownNotAllowed':
    'La tua organizzazione fornisce gli account su questo computer: non puoi aggiungerne uno tuo.',
  'account.organisationKeeps': 'La tua organizzazione fornisce questo account: non può essere rimosso qui.',
  'directories.setByOrganization':
    'La tua organizzazione imposta questa rubrica: qui si può inserire solo la sua password. Nient’altro è stato modificato.',
  'directories.organisationKeeps':
    'La tua organizzazione fornisce questa rubrica: non può essere rimossa qui.',
  'account.nothingToMerge':
    'La tua organizzazione non fornisce alcun account sullo stesso centralino di questo.',
  'account.mergeBothNoted':
    'L’account della tua organizzazione ha già note proprie su questo computer: i due non possono essere uniti. Rimuovine prima uno.',
  'crm.setByOrganization':
    'La tua organizzazione imposta l’indirizzo CRM su questo computer: non è stato modificato.',
  'hours.setByOrganization':
    'La tua organizzazione imposta l’orario di chiamata su questo computer: non è stato modificato.',
  'policies.readerMissing':
    'Impossibile leggere i criteri della tua organizzazione su questo computer: manca il lettore dei criteri di Dialdesk. Reinstalla Dialdesk per ripristinarlo.',
  'policies.setByOrganization': 'Impostato dalla tua organizzazione',
  'policies.account.provided': 'Fornito dalla tua organizzazione',
  'policies.account.withdrawn':
    'La tua organizzazione non fornisce più questo account, quindi non può essere usato. Le sue chiavi e la sua cronologia vengono conservate finché non lo rimuovi.',
  'policies.account.turnedOff':
    'La tua organizzazione ha disattivato gli account personali. Questo viene conservato, con la sua cronologia, ma non può essere usato.',
  'policies.account.keysYours':
    'La tua organizzazione ha configurato questo account: tu inserisci solo le tue chiavi.',
  'policies.account.extensionAndKeysYours':
    'La tua organizzazione ha configurato questo account: tu inserisci solo il tuo interno e le tue chiavi.',
  'policies.title': 'Criteri',
  'policies.readFrom': 'Impostati dalla tua organizzazione, letti da {where}.',
  'policies.lastGoodKept':
    'I criteri letti in precedenza restano in vigore finché il problema non viene risolto.',
  'policies.inForce': 'In vigore',
  'policies.notApplied': 'Non applicati',
  'policies.none': 'Su questo computer non è impostato alcun criterio.',
  'accounts.merge.offer': 'La tua organizzazione ora fornisce questo centralino come «{name}».',
  'accounts.merge.button': 'Unisci a {name}',
  'accounts.merge.title': 'Unire {name} a {into}?',
  'accounts.merge.what':
    'Le sue chiavi, il tuo interno, la sua cronologia chiamate e le sue note su questo computer passano a {into}. {name} scompare poi da questo elenco.',
  'accounts.merge.confirm': 'Unisci',
  'accounts.merging': 'Unione…',
  'accounts.mergeFailed': 'Impossibile unirli',
  'directories.servesEvery': 'Per tutti gli account',
  'directories.form.everyAccount': 'Dà un nome ai chiamanti per tutti gli account.',
  'directories.organisation.passwordYours':
    'La tua organizzazione ha configurato questa rubrica: tu inserisci solo la tua password.',
  'directories.form.booksAll': 'Vengono lette tutte.',
  'directories.form.savePassword': 'Salva password',
  'hours.settings.introLocked':
    'Una chiamata fuori da questo orario dove squilla il numero ti chiede prima conferma, comunque venga effettuata. La tua organizzazione lo imposta per tutti gli account.',
} as const satisfies Translation;
