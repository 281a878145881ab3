// French catalog. Glossary (use these terms everywhere, consistently):
//   voicemail (the service, the screen) = messagerie vocale (« Messagerie » alone where the navigation is
//   narrow); a voicemail message = message vocal; mailbox = boîte vocale; extension = poste (« poste 201 »);
//   call back = rappeler; Do Not Call (DNC) = liste d’opposition; recording = enregistrement;
//   call record (a record of the API) = fiche (d’appel); lookup / look up = recherche / rechercher (un numéro);
//   lookup service = service de recherche; line type = type de ligne; carrier = opérateur;
//   phone provider = fournisseur de téléphonie; missed call = appel manqué; incoming = entrant;
//   outgoing = sortant; internal = interne; call history = historique des appels; dial pad = clavier;
//   keypad = pavé numérique; hotkey = raccourci clavier; phone system = standard téléphonique;
//   phone-system key = clé du standard (clé d’API du standard in technical messages); lookup key = clé de
//   recherche; main SIP account key = clé du compte SIP principal; account = compte; account in use = compte
//   actif; account id = identifiant de compte; base URL = URL de base; API key = clé d’API;
//   keychain = trousseau du système; tray = zone de notification; notification = notification;
//   unheard = non écouté; heard = écouté; transcription = transcription; Settings = Paramètres; demo = démo;
//   caller = appelant; local copy = copie locale; stored (calls kept on this computer) = conservé;
//   check voicemail = relever la messagerie vocale; check for updates = vérifier les mises à jour;
//   update feed = flux de mises à jour; release page = page de publication; hash = empreinte;
//   People (the screen) = Contacts; contact = contact; favourite = favori; label (of a number) = libellé;
//   company = société; note = note.
//   company directory (LDAP, CardDAV) = annuaire de l’entreprise.
// Register: « vous » throughout; buttons and menu commands in the infinitive (« Enregistrer », « Annuler »,
// « Rappeler »). Typography: a no-break space before : and inside « », a narrow no-break space before ; ? !
// (written as \u00a0 and \u202f); typographic apostrophe ’.
import type { Translation } from '../catalog-types';

export const fr = {
  // ─── The language setting ───
  'language.label': 'Langue',
  'language.system': 'Langue de l’ordinateur ({language})',
  'confirm.windowTitle': 'Appeler avec Dialdesk\u202f?',
  'quickDial.windowTitle': 'Numérotation rapide',
  'quickDial.field': 'Nom, société ou numéro',
  'quickDial.account': 'Appels depuis {account}',
  'quickDial.results': { one: '{count}\u00a0résultat', other: '{count}\u00a0résultats' },
  'quickDial.noResults': 'Personne trouvé.',
  'quickDial.typedNumber': 'Le numéro saisi',
  'quickDial.dials': 'Compose le {number}',
  'quickDial.favourite': 'Favori',
  'quickDial.directory': 'Annuaire',
  'quickDial.dncFlagged': 'Ne pas appeler (DNC)',
  'quickDial.dncClear': 'Absent de la liste Ne pas appeler',
  'quickDial.dncUnchecked': 'Non vérifié',
  'quickDial.keys': 'Entrée appelle · Maj+Entrée recherche · Échap ferme',
  'quickDial.copied': '{number} copié.',
  // ─── The frame ───
  'app.name': 'Dialdesk',
  'app.dismissSwitchProblem': 'Masquer le problème de changement de compte',
  'app.switchFailed': 'Dialdesk n’a pas pu passer à {account}.',
  'app.switchFailedDemo': 'Dialdesk n’a pas pu passer à la démo.',
  'app.dismissWarning': 'Masquer cet avertissement',
  'app.dismissHistoryNotice': 'Masquer l’avis sur l’historique des appels',
  'app.dismissAccountsNotice': 'Masquer l’avis sur les comptes',
  'app.dismissVoicemailProblem': 'Masquer le problème de messagerie vocale',
  'app.openSettings': 'Ouvrir les paramètres',
  'app.voicemailNotChecked': 'Les nouveaux messages vocaux ne sont plus relevés.',
  'app.missingBridge':
    'Dialdesk ne parvient pas à joindre son processus principal. Redémarrez l’application.',
  'app.recordingNoParty': 'Enregistrement',
  'app.field.callerName': 'Nom de l’appelant',
  'app.field.callerNumber': 'Numéro de l’appelant',
  'app.field.received': 'Reçu',
  'app.field.length': 'Durée',
  'app.field.priority': 'Priorité',
  'app.field.mailbox': 'Boîte vocale',
  'app.field.direction': 'Sens',
  'app.field.numberDialled': 'Numéro composé',
  'app.field.recorded': 'Enregistré',

  'nav.dialPad': 'Clavier',
  'nav.history': 'Historique',
  'nav.voicemail': 'Messagerie',
  'nav.recordings': 'Enregistrements',
  'nav.lookup': 'Recherche',
  'nav.settings': 'Paramètres',
  'nav.voicemailUnheard': { one: 'Messagerie {count} non écouté', other: 'Messagerie {count} non écoutés' },
  'nav.unheard': { one: 'non écouté', other: 'non écoutés' },

  'demo.label': 'Démo\u00a0:',
  'demo.madeUpUntilConnect': 'appels fictifs jusqu’à ce que vous vous connectiez ci-dessous.',
  'demo.madeUp': 'ces appels sont fictifs.',
  'demo.explore': 'Découvrir la démo',
  'demo.connect': 'Connecter votre standard',

  'firstRun.title': 'Bienvenue dans Dialdesk',
  'firstRun.intro':
    'Dialdesk passe vos appels par le standard téléphonique de votre entreprise\u00a0: votre propre poste sonne d’abord. Il réunit sur votre poste de travail la messagerie vocale, l’historique des appels et les enregistrements de ce standard.',
  'firstRun.notConnected': 'Dialdesk n’est pas encore connecté à un standard téléphonique.',
  'firstRun.demo':
    'En attendant, vous pouvez tout essayer sur une démo\u00a0: ses appels, messages vocaux et enregistrements sont fictifs, et aucun vrai téléphone ne sonne.',
  'firstRun.hint':
    'Pour vous connecter, il vous faut l’identifiant de compte, le domaine, votre poste et la clé\u00a0: votre fournisseur de téléphonie ou votre administrateur les détient. Vous pouvez d’abord découvrir la démo et vous connecter à tout moment.',

  'confirm.loading': 'Récupération de l’appel…',
  'confirm.from.hotkey': 'Appeler depuis le texte sélectionné\u202f?',
  'confirm.from.tray': 'Appeler depuis la zone de notification\u202f?',
  'confirm.from.link': 'Appeler depuis un lien\u202f?',
  'confirm.from.commandLine': 'Appeler depuis la ligne de commande\u202f?',
  'confirm.from.missedCall': 'Appeler depuis une notification d’appel manqué\u202f?',
  'confirm.from.selection': 'Appeler depuis votre sélection\u202f?',
  'confirm.from.clipboard': 'Appeler depuis le presse-papiers\u202f?',
  'confirm.dials': 'compose le {number}',
  'confirm.read': 'Texte lu\u00a0: {text}',
  'confirm.plan': 'Votre poste {extension} sonne d’abord.',
  'confirm.planOnAccount': 'Votre poste {extension} sur {account} sonne d’abord.',
  'confirm.planThenDial': 'Votre poste {extension} sonne d’abord, puis composez le poste {dial}.',
  'confirm.planOnAccountThenDial':
    'Votre poste {extension} sur {account} sonne d’abord, puis composez le poste {dial}.',
  'confirm.planLabel': 'À propos de cet appel',
  'confirm.cancel': 'Annuler',
  'confirm.call': 'Appeler',
  'confirm.calling': 'Appel en cours…',
  'confirm.close': 'Fermer',
  'confirm.keyEsc': 'Échap',
  'confirm.keyEnter': 'Entrée',
  'confirm.cancelled': 'Annulé\u00a0: rien n’a été composé.',
  'confirm.noCall': 'Aucun appel en attente',
  'confirm.noCallWhy': 'Il a été passé ou annulé ailleurs. Rien ne sera composé depuis cette fenêtre.',

  'errors.reason.invalidArgument': 'Saisie non valide',
  'errors.reason.forbiddenSender': 'Demande refusée',
  'errors.reason.notConfigured': 'Configuration requise',
  'errors.reason.keyMissing': 'Clé non définie',
  'errors.reason.keychainUnavailable': 'Trousseau indisponible',
  'errors.reason.keychainLocked': 'Trousseau verrouillé',
  'errors.reason.settingsInvalid': 'Paramètres non valides',
  'errors.reason.unauthorized': 'Clé incorrecte',
  'errors.reason.forbidden': 'Compte non autorisé',
  'errors.reason.notFound': 'Introuvable',
  'errors.reason.rateLimited': 'Trop de requêtes',
  'errors.reason.serverError': 'Problème de serveur',
  'errors.reason.unreachable': 'Serveur injoignable',
  'errors.reason.unexpectedReply': 'Réponse inattendue',
  'errors.reason.lookupFailed': 'Échec de la recherche',
  'errors.reason.noNumber': 'Aucun numéro trouvé',
  'errors.reason.callInProgress': 'Appel non envoyé',
  'errors.reason.callRejected': 'Appel non passé',
  'errors.reason.dncNotConfirmed': 'Numéro sur liste d’opposition',
  'errors.reason.outsideCallingHours': 'Hors des heures d’appel',
  'errors.reason.callNotPending': 'Appel déjà traité',
  'errors.reason.crmNotConfirmed': 'Adresse pas encore affichée',
  'errors.reason.busy': 'Occupé',
  'errors.reason.internal': 'Une erreur s’est produite',
  'errors.headline': '{reason}.',
  'errors.callMayRing': 'L’appel peut encore sonner\u00a0: vérifiez votre téléphone avant de réessayer.',

  'check.seeDetails': '{reason}\u00a0: voir les détails.',
  'check.phoneSystem.unreachable':
    'Dialdesk n’a pas pu joindre le standard téléphonique. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète), ainsi que la connexion de cet ordinateur à Internet.',
  'check.phoneSystemAt.unreachable':
    'Dialdesk n’a pas pu joindre le standard téléphonique à l’adresse {host}. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète), ainsi que la connexion de cet ordinateur à Internet.',
  'check.phoneSystem.timeout':
    'Le standard téléphonique n’a pas répondu à temps. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète), puis enregistrez de nouveau.',
  'check.phoneSystemAt.timeout':
    'Le standard téléphonique à l’adresse {host} n’a pas répondu à temps. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète), puis enregistrez de nouveau.',
  'check.phoneSystem.notFound':
    'Le standard téléphonique a répondu, mais rien à cette adresse ne traite ses requêtes. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète).',
  'check.phoneSystemAt.notFound':
    'Le standard téléphonique à l’adresse {host} a répondu, mais rien à cette adresse ne traite ses requêtes. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète).',
  'check.phoneSystem.unexpectedReply':
    'Quelque chose a répondu à l’adresse du standard téléphonique, mais pas comme le fait ce service. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète).',
  'check.phoneSystemAt.unexpectedReply':
    'Quelque chose a répondu à l’adresse {host} du standard téléphonique, mais pas comme le fait ce service. Vérifiez l’identifiant de compte et le domaine (ou l’adresse complète).',
  'check.phoneSystem.serverError':
    'Le standard téléphonique a rencontré un problème pour répondre. Enregistrez de nouveau dans un instant.',
  'check.phoneSystemAt.serverError':
    'Le standard téléphonique à l’adresse {host} a rencontré un problème pour répondre. Enregistrez de nouveau dans un instant.',
  'check.phoneSystem.rateLimited':
    'Le standard téléphonique a demandé à Dialdesk de ralentir. Enregistrez de nouveau dans une minute.',
  'check.phoneSystemAt.rateLimited':
    'Le standard téléphonique à l’adresse {host} a demandé à Dialdesk de ralentir. Enregistrez de nouveau dans une minute.',
  'check.phoneSystem.unauthorized':
    'Le standard téléphonique a refusé la clé du standard. Collez de nouveau la clé complète ci-dessus, puis enregistrez.',
  'check.phoneSystemAt.unauthorized':
    'Le standard téléphonique à l’adresse {host} a refusé la clé du standard. Collez de nouveau la clé complète ci-dessus, puis enregistrez.',
  'check.phoneSystem.forbidden':
    'Le standard téléphonique a accepté la clé, mais son compte d’API n’a peut-être pas le droit de lire l’historique des appels. Demandez à l’administrateur de votre standard de l’autoriser.',
  'check.phoneSystemAt.forbidden':
    'Le standard téléphonique à l’adresse {host} a accepté la clé, mais son compte d’API n’a peut-être pas le droit de lire l’historique des appels. Demandez à l’administrateur de votre standard de l’autoriser.',
  'check.phoneSystem.notConfigured':
    'Saisissez l’identifiant de compte, votre poste et le domaine (ou une adresse complète) pour vous connecter.',
  'check.lookup.unreachable':
    'Dialdesk n’a pas pu joindre le service de recherche. Vérifiez l’URL de recherche, ainsi que la connexion de cet ordinateur à Internet.',
  'check.lookupAt.unreachable':
    'Dialdesk n’a pas pu joindre le service de recherche à l’adresse {host}. Vérifiez l’URL de recherche, ainsi que la connexion de cet ordinateur à Internet.',
  'check.lookup.timeout':
    'Le service de recherche n’a pas répondu à temps. Vérifiez l’URL de recherche, puis enregistrez de nouveau.',
  'check.lookupAt.timeout':
    'Le service de recherche à l’adresse {host} n’a pas répondu à temps. Vérifiez l’URL de recherche, puis enregistrez de nouveau.',
  'check.lookup.notFound':
    'Le service de recherche a répondu, mais rien à cette adresse ne traite ses requêtes. Vérifiez l’URL de recherche.',
  'check.lookupAt.notFound':
    'Le service de recherche à l’adresse {host} a répondu, mais rien à cette adresse ne traite ses requêtes. Vérifiez l’URL de recherche.',
  'check.lookup.unexpectedReply':
    'Quelque chose a répondu à l’adresse du service de recherche, mais pas comme le fait ce service. Vérifiez l’URL de recherche.',
  'check.lookupAt.unexpectedReply':
    'Quelque chose a répondu à l’adresse {host} du service de recherche, mais pas comme le fait ce service. Vérifiez l’URL de recherche.',
  'check.lookup.serverError':
    'Le service de recherche a rencontré un problème pour répondre. Enregistrez de nouveau dans un instant.',
  'check.lookupAt.serverError':
    'Le service de recherche à l’adresse {host} a rencontré un problème pour répondre. Enregistrez de nouveau dans un instant.',
  'check.lookup.rateLimited':
    'Le service de recherche a demandé à Dialdesk de ralentir. Enregistrez de nouveau dans une minute.',
  'check.lookupAt.rateLimited':
    'Le service de recherche à l’adresse {host} a demandé à Dialdesk de ralentir. Enregistrez de nouveau dans une minute.',
  'check.lookup.refused':
    'Le service de recherche a refusé la clé de recherche. Collez de nouveau la clé complète ci-dessus, puis enregistrez.',
  'check.lookupAt.refused':
    'Le service de recherche à l’adresse {host} a refusé la clé de recherche. Collez de nouveau la clé complète ci-dessus, puis enregistrez.',
  'check.lookup.nothingFound':
    'Le service de recherche a accepté la clé, mais n’a rien trouvé pour ce numéro.',
  'check.lookupAt.nothingFound':
    'Le service de recherche à l’adresse {host} a accepté la clé, mais n’a rien trouvé pour ce numéro.',
  'check.lookup.notConfigured': 'Saisissez l’URL de recherche pour rechercher des numéros.',
  'check.keychainLocked':
    'Le trousseau du système est verrouillé\u00a0: Dialdesk ne peut donc pas lire la clé. Déverrouillez-le, puis enregistrez de nouveau.',
  'check.keychainUnavailable':
    'Aucun trousseau du système n’est actif\u00a0: Dialdesk ne peut donc pas conserver la clé. Les détails indiquent quoi installer.',
  'check.pbxKey.otherAddress':
    'La clé du standard a été saisie pour une autre adresse\u00a0: collez-la de nouveau ci-dessus, puis enregistrez.',
  'check.pbxKey.otherAddressAt':
    'La clé du standard a été saisie pour une autre adresse\u00a0: collez-la de nouveau ci-dessus pour {host}, puis enregistrez.',
  'check.pbxKey.missing':
    'Aucune clé du standard n’est encore enregistrée\u00a0: collez-la ci-dessus, puis enregistrez.',
  'check.pbxKey.missingAt':
    'Aucune clé du standard n’est encore enregistrée pour {host}\u00a0: collez-la ci-dessus, puis enregistrez.',
  'check.lookupKey.otherAddress':
    'La clé de recherche a été saisie pour une autre adresse\u00a0: collez-la de nouveau ci-dessus, puis enregistrez.',
  'check.lookupKey.otherAddressAt':
    'La clé de recherche a été saisie pour une autre adresse\u00a0: collez-la de nouveau ci-dessus pour {host}, puis enregistrez.',
  'check.lookupKey.missing':
    'Aucune clé de recherche n’est encore enregistrée\u00a0: collez-la ci-dessus, puis enregistrez.',
  'check.lookupKey.missingAt':
    'Aucune clé de recherche n’est encore enregistrée pour {host}\u00a0: collez-la ci-dessus, puis enregistrez.',
  // ─── History and lists ───
  'history.title': 'Historique des appels',
  'history.list.label': 'Appels',
  'history.empty.range.title': 'Aucun appel sur ces jours',
  'history.empty.range.body': 'Choisissez d’autres jours, ou effacez les dates pour voir tous les appels.',
  'history.empty.title': 'Aucun appel pour l’instant',
  'history.empty.body': 'Les appels que vous passez et recevez s’affichent ici.',
  'history.noMatch.search': 'Aucun appel ne correspond à «\u00a0{filter}\u00a0»',
  'history.noMatch.kind': 'Aucun appel de ce type',
  'history.noMatch.loadedSearch': 'Aucun appel chargé ne correspond à «\u00a0{filter}\u00a0»',
  'history.noMatch.loadedKind': 'Aucun appel chargé de ce type',
  'history.noMatch.widen': 'Effacez le filtre pour voir tous les appels.',
  'history.summary.stored': {
    one: '{count} appel conservé sur cet ordinateur',
    many: '{count} d’appels conservés sur cet ordinateur',
    other: '{count} appels conservés sur cet ordinateur',
  },
  'history.summary.storedMatch': {
    one: '{count} appel conservé correspond',
    many: '{count} d’appels conservés correspondent',
    other: '{count} appels conservés correspondent',
  },
  'history.summary.loadedMatch': {
    one: 'Appel chargé correspondant\u00a0: {shown} sur {count}',
    other: 'Appels chargés correspondants\u00a0: {shown} sur {count}',
  },
  'history.summary.loaded': {
    one: '{count} appel chargé',
    many: '{count} d’appels chargés',
    other: '{count} appels chargés',
  },
  'history.keys': '{up} {down} se déplacer · {enter} détails · {c} rappeler · {l} rechercher',
  'history.backfill.progress': {
    one: 'Copie de l’historique des appels sur cet ordinateur\u00a0: {count} appel',
    many: 'Copie de l’historique des appels sur cet ordinateur\u00a0: {count} d’appels',
    other: 'Copie de l’historique des appels sur cet ordinateur\u00a0: {count} appels',
  },
  'history.backfill.progressBackTo': {
    one: 'Copie de l’historique des appels sur cet ordinateur\u00a0: {count} appel · plus ancien\u00a0: {day}',
    many: 'Copie de l’historique des appels sur cet ordinateur\u00a0: {count} d’appels · plus ancien\u00a0: {day}',
    other:
      'Copie de l’historique des appels sur cet ordinateur\u00a0: {count} appels · plus ancien\u00a0: {day}',
  },
  'history.backfill.cancel': 'Annuler',

  'history.column.time': 'Date',
  'history.column.duration': 'Durée',
  'history.column.party': 'Nom et numéro',
  'history.column.type': 'Type',
  'history.column.actions': 'Actions',
  'history.row.spoken.missed': '{direction}, manqué',
  'history.row.spoken.voicemail': '{direction}, messagerie vocale',
  'history.row.spoken.busy': '{direction}, occupé',
  'history.row.spoken.noAnswer': '{direction}, sans réponse',
  'history.row.spoken.cancelled': '{direction}, annulé',
  'history.row.spoken.failed': '{direction}, échec',
  'history.row.noTalk': 'Non décroché{rest}',
  'history.row.noTalkRest': '',
  'history.row.notAnswered': 'Sans réponse. L’appel a duré {duration}.',
  'history.row.callBack': 'Rappeler {name}',
  'history.row.callBackTitle': 'Rappeler (C)',
  'history.row.lookUp': 'Rechercher {number}',
  'history.row.lookUpTitle': 'Rechercher (L)',

  'history.kind.label': 'Appels à afficher',
  'history.kind.all': 'Tous les appels',
  'history.kind.missed': 'Manqués',
  'history.kind.inbound': 'Entrants',
  'history.kind.outbound': 'Sortants',
  'history.kind.local': 'Internes',
  'history.search.placeholder': 'Nom ou numéro',
  'history.search.local': 'Rechercher des appels par nom ou numéro',
  'history.search.loaded': 'Filtrer les appels chargés par nom ou numéro',

  'history.direction.inbound': 'Entrant',
  'history.direction.outbound': 'Sortant',
  'history.direction.local': 'Interne',
  'history.direction.unknown': 'Appel',
  'history.result.answered': 'Répondu',
  'history.result.missed': 'Manqué',
  'history.result.voicemail': 'Messagerie vocale',
  'history.result.busy': 'Occupé',
  'history.result.noAnswer': 'Sans réponse',
  'history.result.cancelled': 'Annulé',
  'history.result.failed': 'Échec',

  'history.export.button': 'Exporter en CSV…',
  'history.export.cancelling': 'Annulation de l’export…',
  'history.export.starting': 'Export de l’historique des appels…',
  'history.export.loaded': {
    one: '{count} appel chargé…',
    many: '{count} d’appels chargés…',
    other: '{count} appels chargés…',
  },
  'history.export.cancel': 'Annuler l’export',
  'history.export.failed': 'Impossible d’exporter l’historique des appels',
  'history.export.cancelled': 'Export annulé.',
  'history.export.written': {
    one: '{count} appel exporté dans {path}',
    many: '{count} d’appels exportés dans {path}',
    other: '{count} appels exportés dans {path}',
  },
  'history.export.separatorComma':
    'Les colonnes sont séparées par des virgules (,), selon les paramètres régionaux de cet ordinateur.',
  'history.export.separatorSemicolon':
    'Les colonnes sont séparées par des points-virgules (;), selon les paramètres régionaux de cet ordinateur.',
  'history.export.showInFolder': 'Afficher dans le dossier',
  'history.export.dismiss': 'Masquer',

  'history.local.noMissedAlerts':
    'Les alertes d’appel manqué ne sont pas disponibles pour ce standard téléphonique\u00a0: ses journaux d’appels n’indiquent pas quels appels ont été manqués.',
  'history.local.unplaced': {
    one: '{count} appel du standard téléphonique n’a pas d’heure de début exploitable et n’est pas conservé sur cet ordinateur.',
    many: '{count} d’appels du standard téléphonique n’ont pas d’heure de début exploitable et ne sont pas conservés sur cet ordinateur.',
    other:
      '{count} appels du standard téléphonique n’ont pas d’heure de début exploitable et ne sont pas conservés sur cet ordinateur.',
  },
  'history.local.stored': {
    one: '{count} appel est conservé sur cet ordinateur.',
    many: '{count} d’appels sont conservés sur cet ordinateur.',
    other: '{count} appels sont conservés sur cet ordinateur.',
  },
  'history.local.noneStored': 'Aucun appel n’est conservé sur cet ordinateur.',
  'history.local.delete': 'Supprimer l’historique local',
  'history.local.deleting': 'Suppression…',
  'history.local.deleteFailed': 'Impossible de supprimer l’historique local',

  'detail.opening': 'Ouverture de l’appel…',
  'detail.kind.missed': 'Appel manqué',
  'detail.kind.inbound': 'Appel entrant',
  'detail.kind.outbound': 'Appel sortant',
  'detail.kind.local': 'Appel interne',
  'detail.kind.unknown': 'Appel',
  'detail.eyebrow': '{what} · {time}',
  'detail.nameFrom.contact': 'Nom issu de vos contacts',
  'detail.nameFrom.directory': 'Nom issu de l’annuaire de l’entreprise',
  'detail.nameFrom.thisCall': 'Nom issu de cet appel',
  'detail.nameFrom.otherCalls': 'Nom issu d’autres appels avec ce numéro',
  'detail.callBack': 'Rappeler',
  'detail.loadingFields': 'Chargement de tous les champs de l’appel…',
  'detail.loadFailed': 'Impossible de charger la fiche complète de l’appel',
  'detail.fields': 'Détails de l’appel',
  'detail.facts.label': 'Avant d’appeler',
  'detail.facts.details': 'Détails de la recherche',
  'detail.facts.lookUp': 'Rechercher',
  'detail.facts.reading': 'Lecture du cache des recherches…',
  'detail.facts.none': 'Pas encore recherché.',
  'detail.pane': 'Détails',
  'detail.back': 'Retour',
  'detail.close': 'Fermer les détails',

  'detail.field.direction': 'Sens',
  'detail.field.callerName': 'Nom de l’appelant',
  'detail.field.callerNumber': 'Numéro de l’appelant',
  'detail.field.dialled': 'Numéro composé',
  'detail.field.started': 'Début',
  'detail.field.answered': 'Réponse',
  'detail.field.ended': 'Fin',
  'detail.field.duration': 'Durée',
  'detail.field.talkTime': 'Temps de conversation',
  'detail.field.hangupCause': 'Motif de fin',
  'detail.field.extension': 'Poste',
  'detail.field.audioQuality': 'Qualité audio (MOS, 1–5)',
  'detail.field.notAnswered': 'sans réponse',
  'detail.field.noAudio': 'pas d’audio',

  'detail.hangupCause.normalClearing': 'Fin normale',
  'detail.hangupCause.noAnswer': 'Sans réponse',
  'detail.hangupCause.userBusy': 'Ligne occupée',
  'detail.hangupCause.originatorCancel': 'L’appelant a raccroché avant la réponse',
  'detail.hangupCause.callRejected': 'Appel rejeté',
  'detail.hangupCause.noUserResponse': 'Aucune réponse du téléphone',
  'detail.hangupCause.unallocatedNumber': 'Numéro non attribué',
  'detail.hangupCause.normalTemporaryFailure': 'Panne temporaire du réseau',
  'detail.hangupCause.recoveryOnTimerExpire': 'Délai dépassé',
  'detail.hangupCause.loseRace': 'Répondu ailleurs',
  'detail.hangupCause.subscriberAbsent': 'Téléphone non connecté',
  'detail.hangupCause.destinationOutOfOrder': 'Destination hors service',
  'detail.hangupCause.invalidNumberFormat': 'Format de numéro non valide',

  'fields.notProvided': 'non fourni',
  'fields.all': 'Tous les champs',
  'fields.hotkey.off': 'Désactivé',
  'fields.hotkey.turnOff': 'Désactiver',
  'fields.hotkey.howTo': 'Cliquez dans le champ et appuyez sur les touches.',
  'fields.country.choose': 'Choisissez un pays dans la liste.',

  'list.loading.history': 'Chargement de l’historique des appels…',
  'list.loading.voicemail': 'Chargement de la messagerie vocale…',
  'list.loading.recordings': 'Chargement des enregistrements…',
  'list.failed.history': 'Impossible de charger l’historique des appels',
  'list.failed.voicemail': 'Impossible de charger la messagerie vocale',
  'list.failed.recordings': 'Impossible de charger les enregistrements',
  'list.saved.history': 'Historique des appels sauvegardé\u00a0: {time}',
  'list.saved.voicemail': 'Messagerie vocale sauvegardée\u00a0: {time}',
  'list.saved.recordings': 'Enregistrements sauvegardés\u00a0: {time}',
  'list.savedLoading': '{saved} · chargement des dernières données…',
  'list.refresh.history': 'Actualiser l’historique des appels',
  'list.refresh.voicemail': 'Actualiser la messagerie vocale',
  'list.refresh.recordings': 'Actualiser les enregistrements',
  'list.refresh': 'Actualiser',
  'list.footer.loadingMore': '{summary} · chargement de la suite…',
  'list.footer.allLoaded': '{summary} · tout est chargé',
  'list.failedMore.calls': 'Impossible de charger plus d’appels',
  'list.failedMore.recordings': 'Impossible de charger plus d’enregistrements',
  'list.loadMore.calls': 'Charger plus d’appels',
  'list.loadMore.recordings': 'Charger plus d’enregistrements',
  'list.filters': 'Filtres',
  'list.filtersInUse': { one: 'Filtres, {count} actif', other: 'Filtres, {count} actifs' },

  'list.days.label': 'Jours à afficher',
  'list.days.from': 'Du',
  'list.days.to': 'Au',
  'list.days.firstDay': 'Premier jour',
  'list.days.lastDay': 'Dernier jour',
  'list.days.show': 'Afficher',
  'list.days.all': 'Tous les jours',
  'list.days.reversed': 'Le premier jour est après le dernier.',

  'list.error.title': '{what}\u00a0: {reason}',
  'list.error.details': 'Détails',
  'list.error.code': 'Code d’erreur\u00a0: {code}',
  'list.error.retry': 'Réessayer',
  'list.error.openSettings': 'Ouvrir les paramètres',

  'time.today': 'Aujourd’hui',
  'time.yesterday': 'Hier',
  'time.dayAndTime': '{day} {time}',
  'time.justNow': 'à l’instant',
  'time.hours': '{count}\u00a0h',
  'time.minutes': '{count}\u00a0min',
  'time.seconds': '{count}\u00a0s',
  // ─── People ───
  'nav.people': 'Contacts',
  'people.title': 'Contacts',
  'people.count': { one: '{count} contact', many: '{count} de contacts', other: '{count} contacts' },
  'people.countFound': { one: '{count} trouvé', many: '{count} trouvés', other: '{count} trouvés' },
  'people.add': 'Ajouter un contact',
  'people.searchPlaceholder': 'Nom, société ou numéro',
  'people.searchLabel': 'Rechercher des contacts par nom, société, note ou numéro',
  'people.listLabel': 'Contacts',
  'people.loading': 'Chargement des contacts…',
  'people.loadFailed': 'Impossible de charger vos contacts',
  'people.empty.title': 'Aucun contact pour l’instant',
  'people.empty.body':
    'Gardez ici les personnes que vous appelez, avec tous leurs numéros. Leurs noms s’affichent alors dans l’historique, dans la messagerie vocale et à chaque appel, et vous pouvez mettre en favori les numéros que vous appelez le plus.',
  'people.noMatch': 'Aucun contact ne correspond à «\u00a0{search}\u00a0»',
  'people.noMatchWiden': 'Effacez la recherche pour voir tous les contacts.',
  'people.keys': '{up} {down} se déplacer · {enter} ouvrir · {c} appeler',
  'people.row.noNumbers': 'Aucun numéro',
  'people.label.work': 'Travail',
  'people.label.mobile': 'Mobile',
  'people.label.home': 'Domicile',
  'people.label.extension': 'Poste',
  'people.label.other': 'Autre',
  'people.eyebrow': 'Contact',
  'people.opening': 'Ouverture du contact…',
  'people.openFailed': 'Impossible d’ouvrir le contact',
  'people.call': 'Appeler',
  'people.edit': 'Modifier',
  'people.delete': 'Supprimer',
  'people.numbers': 'Numéros',
  'people.noNumbers': 'Aucun numéro enregistré pour ce contact.',
  'people.note': 'Note',
  'people.star': 'Favori\u00a0: {label} {number}',
  'people.callNumber': 'Appeler\u00a0: {label} {number}',
  'people.lookUpNumber': 'Rechercher\u00a0: {label} {number}',
  'people.copyNumber': 'Copier\u00a0: {label} {number}',
  'people.otherAccount': 'Un poste de {account}\u00a0: il n’est appelé et mis en favori que là-bas.',
  'people.deleted': 'Contact supprimé\u00a0: {name}.',
  'people.undo': 'Annuler',
  'people.dismissDeleted': 'Masquer',
  'people.deleteFailed': 'Impossible de supprimer le contact',
  'people.restoreFailed': 'Impossible de rétablir le contact',
  'people.dismissRestored': 'Masquer l’avis sur vos contacts',
  'people.recordedName': 'Dans le standard téléphonique\u00a0: {name}',
  'people.saveTo': 'Enregistrer dans les contacts',
  'people.editContact': 'Modifier le contact',
  'people.favourites.title': 'Favoris',
  'people.favourites.moveUp': 'Monter {name}, {label}',
  'people.favourites.moveDown': 'Descendre {name}, {label}',
  'people.favourites.moved': '{name}, {label}\u00a0: {position} sur {total}',
  'people.favourites.keys': '{up} {down} déplacent le favori qui a le focus',
  'people.favourites.starFailed': 'Impossible de modifier le favori',
  'people.favourites.orderFailed': 'Impossible de modifier l’ordre des favoris',
  'people.choose.title': 'Quel numéro pour {name}\u202f?',
  'people.editor.new': 'Nouveau contact',
  'people.editor.edit': 'Modifier le contact',
  'people.editor.name': 'Nom',
  'people.editor.company': 'Société',
  'people.editor.note': 'Note',
  'people.editor.numbers': 'Numéros',
  'people.editor.label': 'Libellé du numéro {position}',
  'people.editor.number': 'Numéro {position}',
  'people.editor.removeNumber': 'Retirer le numéro {position}',
  'people.editor.addNumber': 'Ajouter un numéro',
  'people.editor.tooManyNumbers': {
    one: 'Un contact compte au plus {count} numéro.',
    other: 'Un contact compte au plus {count} numéros.',
  },
  'people.editor.atLimit': {
    one: '{count} caractère au plus\u00a0: la limite est atteinte.',
    other: '{count} caractères au plus\u00a0: la limite est atteinte.',
  },
  'people.editor.nameRequired': 'Saisissez un nom.',
  'people.editor.save': 'Enregistrer le contact',
  'people.editor.saveFailed': 'Impossible d’enregistrer le contact',
  // ─── Voicemail, recordings, lookup, dial pad, calls ───
  'voicemail.title': 'Messagerie vocale',
  'voicemail.countMatching': {
    one: '{count} sur {total} correspond',
    other: '{count} sur {total} correspondent',
  },
  'voicemail.countUnheard': {
    one: '{count} non écouté sur {total}',
    other: '{count} non écoutés sur {total}',
  },
  'voicemail.countMessages': {
    one: '{count} message',
    many: '{count} de messages',
    other: '{count} messages',
  },
  'voicemail.searchPlaceholder': 'Nom, numéro ou mots',
  'voicemail.searchLabel': 'Rechercher dans la messagerie vocale par nom, numéro ou transcription',
  'voicemail.emptyTitle': 'Aucun message vocal',
  'voicemail.emptyText': 'Les messages que vos appelants vous laissent s’affichent ici.',
  'voicemail.noMatchTitle': 'Aucun message ne correspond',
  'voicemail.noMatchWiden': 'Effacez la recherche pour voir tous les messages.',
  'voicemail.listLabel': 'Messages vocaux',
  'voicemail.keys': '{up} {down} se déplacer · {enter} ouvrir · {space} lecture ou pause · {esc} fermer',
  'voicemail.key.enter': 'Entrée',
  'voicemail.key.space': 'Espace',
  'voicemail.key.esc': 'Échap',
  'voicemail.mailbox': 'Boîte vocale {mailbox}',
  'voicemail.status.unheard': 'Non écouté',
  'voicemail.status.heard': 'Écouté',
  'voicemail.status.deleted': 'Supprimé sur le téléphone',
  'voicemail.status.unknown': 'pas encore connu',
  'voicemail.status.label': 'État',
  'voicemail.eyebrow': 'Message vocal',
  'voicemail.eyebrowAt': 'Message vocal · {date}',
  'voicemail.playerLabel': 'Message vocal',
  'voicemail.detailsLabel': 'Détails du message',

  'recordings.title': 'Enregistrements',
  'recordings.searchPlaceholder': 'Nom, numéro ou mots',
  'recordings.searchLabel': 'Rechercher dans les enregistrements chargés par nom, numéro ou transcription',
  'recordings.emptyTitle': 'Aucun enregistrement',
  'recordings.emptyText': 'Les appels enregistrés s’affichent ici.',
  'recordings.noMatchTitle': 'Aucun enregistrement chargé ne correspond',
  'recordings.noMatchWiden': 'Effacez la recherche ou les jours pour voir tous les enregistrements.',
  'recordings.countMatching': {
    one: '{count} enregistrement chargé sur {total} correspond',
    other: '{count} sur {total} enregistrements chargés correspondent',
  },
  'recordings.countLoaded': {
    one: '{count} enregistrement chargé',
    many: '{count} d’enregistrements chargés',
    other: '{count} enregistrements chargés',
  },
  'recordings.call.inbound': 'Appel entrant',
  'recordings.call.outbound': 'Appel sortant',
  'recordings.call.local': 'Appel interne',
  'recordings.call.unknown': 'Appel',
  'recordings.eyebrowAt': '{call} · {date}',
  'recordings.detailsLabel': 'Détails de l’enregistrement',

  'player.label': 'Lecteur\u00a0: {label}',
  'player.play': 'Lire',
  'player.pause': 'Pause',
  'player.seek': 'Position de lecture',
  'player.position': '{time} sur {duration}',
  'player.positionUnknownLength': '{time}, durée inconnue',
  'player.speeds': 'Vitesse de lecture',
  'player.speed': '{speed}×',
  'player.loadFailed.message': 'Impossible de charger le message',
  'player.loadFailed.recording': 'Impossible de charger l’enregistrement',
  'player.loading.message': 'Chargement du message…',
  'player.loading.recording': 'Chargement de l’enregistrement…',
  'player.noAudio.message': 'Le standard téléphonique n’a envoyé aucun audio pour ce message.',
  'player.noAudio.recording': 'Le standard téléphonique n’a envoyé aucun audio pour cet enregistrement.',
  'player.save': 'Enregistrer l’audio…',
  'player.saving': 'Enregistrement du fichier…',
  'player.savedAs': 'Enregistré sous {file}',
  'player.showInFolder': 'Afficher dans le dossier',
  'player.saveFailed': 'Impossible d’enregistrer l’audio',

  'transcript.heading': 'Transcription',
  'transcript.speaker': 'Interlocuteur {number}',
  'transcript.turn': '{speaker}\u00a0: {text}',

  'lookup.title': 'Recherche de numéro',
  'lookup.numberLabel': 'Numéro',
  'lookup.numberPlaceholder': 'ex.\u00a0: (555) 555-0123',
  'lookup.lookUp': 'Rechercher',
  'lookup.suggestionsLabel': 'Personnes de l’historique des appels',
  'lookup.hint':
    'Saisissez ou collez un numéro, ou un nom de votre historique des appels. Les recherches peuvent être facturées par votre fournisseur\u202f; un numéro recherché récemment est servi par le cache, gratuitement.',
  'lookup.loading': 'Recherche de {number}…',
  'lookup.failed': 'Impossible de rechercher {number}',
  'lookup.replyLabel': 'Réponse du service de recherche',
  'lookup.replyCode': 'Code',
  'lookup.replyMessage': 'Message',
  'lookup.replyNone': 'aucun',
  'lookup.emptyTitle': 'Rechercher un numéro',
  'lookup.emptyText':
    'Découvrez à qui il appartient, s’il s’agit d’un mobile ou d’un fixe, son opérateur et sa localisation, et s’il figure sur une liste d’opposition.',
  'lookup.resultLabel': 'Résultat de la recherche pour {who}',
  'lookup.nameSource': 'nom tiré de votre historique des appels',
  'lookup.call': 'Appeler',
  'lookup.copy': 'Copier',
  'lookup.copied': 'Copié',
  'lookup.copyFailed': 'Impossible de copier',
  'lookup.foundLabel': 'Résultats de la recherche',
  'lookup.sourceFresh':
    'Recherché à l’instant. Actualiser lance une nouvelle recherche, qui peut être facturée.',
  'lookup.sourceCached':
    'Depuis le cache, recherché {ago}. Actualiser lance une nouvelle recherche, qui peut être facturée.',
  'lookup.refresh': 'Actualiser',
  'lookup.allFields': 'Tous les champs',
  'lookup.noFacts': 'La recherche n’a trouvé aucun détail sur la ligne.',
  'lookup.dncAlert': '{flag} la recherche signale ce numéro.',
  'lookup.dncFlag': 'Liste d’opposition\u00a0:',
  'lookup.lineType.wireless': 'Mobile',
  'lookup.lineType.landline': 'Fixe',
  'lookup.lineType.voip': 'VoIP',
  'lookup.lineType.tollFree': 'Numéro gratuit',
  'lookup.dnc.listed': 'Sur la liste',
  'lookup.dnc.notListed': 'Absent de la liste',
  'lookup.fact.lineType': 'Type de ligne',
  'lookup.fact.carrier': 'Opérateur',
  'lookup.fact.place': 'Lieu',
  'lookup.fact.doNotCall': 'Liste d’opposition',
  'lookup.field.number': 'Numéro',
  'lookup.field.city': 'Ville',
  'lookup.field.state': 'État',
  'lookup.field.country': 'Pays',
  'lookup.field.lineType': 'Type de ligne',
  'lookup.field.carrier': 'Opérateur (LEC)',
  'lookup.field.doNotCall': 'Liste d’opposition (DNC)',
  'lookup.field.routingNumber': 'Numéro de routage (LRN)',
  'lookup.field.operatingCompany': 'Numéro d’opérateur (OCN)',
  'lookup.field.callingArea': 'Zone d’appel (LATA)',
  'lookup.field.serviceProvider': 'Identifiant du fournisseur (SPID)',
  'lookup.field.jurisdiction': 'Juridiction',
  'lookup.field.lookupType': 'Type de recherche',
  'lookup.field.serviceMessage': 'Message du service',
  'lookup.field.serviceStatus': 'État du service',
  'lookup.field.serviceCode': 'Code du service',
  'lookup.error.notFound': 'Le service de recherche ne connaît pas le numéro {number}.',
  'lookup.error.badNumber':
    'Le service de recherche n’a pas accepté {number} comme numéro de téléphone. Vérifiez les chiffres et l’indicatif régional.',
  'lookup.error.refused':
    'Le service de recherche a refusé la clé du compte SIP principal\u00a0: {number} n’a donc pas été recherché. Vérifiez cette clé {where}.',
  'lookup.error.other':
    'Le service de recherche n’a pas pu rechercher {number}. Les détails indiquent sa réponse.',
  'lookup.unavailable.noNumber': 'Il n’y a aucun numéro à rechercher.',
  'lookup.unavailable.abroad':
    'Le service de recherche ne répond que pour les numéros nord-américains, pas pour les numéros à l’étranger.',
  'lookup.unavailable.notPublic':
    'Le service de recherche ne répond que pour les numéros publics, pas pour les postes, les codes de service ni les numéros locaux sans indicatif régional.',
  'lookup.unavailable.length':
    'Le service de recherche ne répond que pour les numéros nord-américains de 10 ou 11 chiffres.',

  'dialpad.title': 'Clavier',
  'dialpad.numberLabel': 'Numéro à appeler',
  'dialpad.numberPlaceholder': 'Numéro ou nom',
  'dialpad.backspace': 'Effacer le dernier chiffre',
  'dialpad.suggestionsLabel': 'Personnes de l’historique des appels',
  'dialpad.lastCall': 'dernier appel {ago}',
  'dialpad.noOneNamed':
    'Aucune personne nommée «\u00a0{name}\u00a0» ne figure dans votre historique des appels. Saisissez plutôt son numéro.',
  'dialpad.manyNamed': {
    one: '{count} personne correspond à «\u00a0{name}\u00a0»\u00a0: choisissez-en une ci-dessous (↓, puis Entrée).',
    many: '{count} de personnes correspondent à «\u00a0{name}\u00a0»\u00a0: choisissez-en une ci-dessous (↓, puis Entrée).',
    other:
      '{count} personnes correspondent à «\u00a0{name}\u00a0»\u00a0: choisissez-en une ci-dessous (↓, puis Entrée).',
  },
  'dialpad.keypad': 'Pavé numérique',
  'dialpad.call': 'Appeler',
  'dialpad.calling': 'Appel en cours…',
  'dialpad.hint': 'Votre téléphone de bureau sonne d’abord\u202f; décrochez pour établir l’appel.',
  'dialpad.recent': 'Appels récents',
  'dialpad.callAgain': 'Rappeler {number}',

  'call.dismiss': 'Masquer l’état de l’appel',
  'call.earlier': 'L’appel précédent\u00a0: {status}',
  'call.checking': 'Vérification de {number} avant l’appel…',
  'call.placing': 'Appel vers {number}\u00a0: envoi à votre standard téléphonique…',
  'call.placed': 'Envoyé\u00a0: votre poste {extension} devrait sonner maintenant.',
  'call.dncCalledAnyway': 'Appelé alors que la recherche signale ce numéro sur liste d’opposition.',
  'call.dncUnchecked': 'Non vérifié sur la liste d’opposition\u00a0: ce numéro n’a pas été recherché.',
  'call.nameAndNumber': '{name}, {number}',
  'call.questionFlagged': 'Liste d’opposition\u00a0: {who}',
  'call.question': 'Appeler {who}\u202f?',
  'call.questionFlaggedDetail':
    'La recherche signale ce numéro sur liste d’opposition. Ne l’appelez que si vous avez la certitude que c’est autorisé.',
  'call.questionClearDetail': 'Absent de la liste d’opposition. Entrée pour appeler, Échap pour annuler.',
  'call.questionUncheckedDetail':
    'Non vérifié sur la liste d’opposition. Entrée pour appeler, Échap pour annuler.',
  'call.questionFacts': '{facts}.',
  'call.cancel': 'Annuler {key}',
  'call.escKey': 'Échap',
  'call.call': 'Appeler',
  'call.callBack': 'Rappeler',
  'call.callAnyway': 'Appeler quand même',
  'call.unknownParty': 'Inconnu',
  // The time where a number rings (issue 50).
  'localTime.there': 'Environ {time} là-bas',
  'localTime.thereIn': 'Environ {time} là-bas ({place})',
  'localTime.unknown': 'Heure locale inconnue',
  'localTime.estimate':
    'Estimée d’après l’indicatif du numéro\u00a0: un téléphone mobile peut se trouver ailleurs.',
  'localTime.floridaHours': '{hours}, heures de la Floride',
  'localTime.outside': 'Il est environ {time} là-bas, hors de vos heures d’appel ({hours}).',
  'localTime.outsideNoTime': 'Là où sonne ce numéro, on est hors de vos heures d’appel.',
  'localTime.outsideShort': 'Environ {time} là-bas\u00a0: hors de vos heures d’appel',
  'localTime.question': 'Hors de vos heures d’appel\u00a0: {who}',
  'localTime.calledAnyway': 'Appelé hors de vos heures d’appel.',
  // ─── Settings and accounts ───
  'settings.title': 'Paramètres',
  'settings.readFailed': 'Impossible de lire les paramètres',
  'settings.reading': 'Lecture des paramètres…',

  'settings.account.title': 'Votre standard téléphonique',
  'settings.account.inUse':
    'Le compte actif, {name}\u00a0: ce qui est enregistré ici s’applique à lui. Chaque champ indique où trouver l’information.',
  'settings.account.intro':
    'Connectez Dialdesk à votre propre standard téléphonique avec les informations fournies par votre fournisseur de téléphonie ou votre administrateur. Chaque champ indique où les trouver.',
  'settings.account.save': 'Enregistrer le compte',
  'settings.saved.checking': 'Enregistré. Vérification du fonctionnement…',
  'settings.saved.problem': 'Enregistré, mais Dialdesk ne peut pas encore l’utiliser\u00a0:',
  'settings.saved.works': 'Enregistré, et tout fonctionne.',
  'settings.saved.demo':
    'Enregistré. Dialdesk reste sur la démo tant que l’identifiant de compte, votre poste et le domaine (ou une adresse complète) ne sont pas renseignés.',
  'settings.check.pbx': 'Standard téléphonique\u00a0:',
  'settings.check.lookup': 'Recherches\u00a0:',
  'settings.check.checking': 'vérification…',

  'settings.tests.title': 'Tester la connexion',
  'settings.tests.pbxIntro': 'Lit un appel sur le standard téléphonique avec la clé enregistrée.',
  'settings.tests.pbxButton': 'Tester le standard',
  'settings.tests.lookupLabel':
    'Recherche un numéro avec la clé enregistrée (une recherche peut être facturée).',
  'settings.tests.numberPlaceholder': 'Numéro à rechercher',
  'settings.tests.lookupButton': 'Tester la recherche',

  'settings.preferences.title': 'Préférences',
  'settings.preferences.save': 'Enregistrer les préférences',

  'settings.group.address': 'Emplacement de votre standard téléphonique',
  'settings.group.wholeAddress': 'Ou une adresse complète',
  'settings.group.extensionAndKey': 'Votre poste et votre clé',
  'settings.group.lookup': 'Recherche de numéros (facultatif)',
  'settings.group.language': 'Langue',
  'settings.group.startup': 'Démarrage et mises à jour',
  'settings.group.numbers': 'Numéros',
  'settings.group.hotkeys': 'Appels et raccourcis clavier',
  'settings.group.voicemail': 'Messagerie vocale et notifications',
  'settings.group.history': 'Historique des appels',
  'settings.group.lookupCache': 'Recherche',

  'settings.accountId.label': 'Identifiant de compte',
  'settings.accountId.hint':
    'Exemple\u00a0: acme-01. Où le trouver\u00a0: dans l’e-mail de bienvenue de votre fournisseur de téléphonie, ou auprès de votre administrateur.',
  'settings.domain.label': 'Domaine',
  'settings.domain.hint':
    'Exemple\u00a0: pbx.example.com, sans https://. Où le trouver\u00a0: dans l’e-mail de bienvenue de votre fournisseur de téléphonie, ou auprès de votre administrateur.',
  'settings.baseUrlOverride.label': 'Adresse complète (au lieu de l’identifiant et du domaine)',
  'settings.baseUrlOverride.hint':
    'Seulement si votre administrateur vous en a donné une\u00a0: elle remplace alors l’identifiant de compte et le domaine. Exemple\u00a0: https://pbx.example.com/app/api/7.',
  'settings.extension.label': 'Votre poste',
  'settings.extension.hint':
    'Exemple\u00a0: 201. Le téléphone qui sonne d’abord quand vous passez un appel. Où le trouver\u00a0: sur l’écran de votre téléphone de bureau, ou auprès de votre administrateur.',
  'settings.lookupUrl.label': 'URL de recherche',
  'settings.lookupUrl.hint':
    'Exemple\u00a0: https://lookup.example.com/api. Où la trouver\u00a0: sur la page de compte de votre fournisseur de recherche, ou auprès de votre administrateur. Laissez-la vide pour vous passer des recherches.',
  'settings.address.willReach': 'Dialdesk joindra votre standard téléphonique à l’adresse {address}',
  'settings.address.example':
    'Exemple\u00a0: l’identifiant de compte {accountId} et le domaine {domain} donnent l’adresse {address}',

  'settings.language.hint':
    'S’applique immédiatement à toutes les fenêtres de Dialdesk, au menu de la zone de notification et aux notifications.',
  'settings.startAtLogin.label': 'Lancer Dialdesk à l’ouverture de session',
  'settings.checkUpdates.label': 'Vérifier les mises à jour une fois par jour',
  'settings.defaultRegion.label': 'Pays par défaut',
  'settings.defaultRegion.hint':
    'Utilisé pour les numéros écrits sans indicatif de pays. Tapez pour chercher dans la liste.',
  'settings.dialFormat.label': 'Envoyer les numéros au standard téléphonique au format',
  'settings.lookupFormat.label': 'Envoyer les numéros au service de recherche au format',
  'settings.numberFormat.national': 'National (5555550123)',
  'settings.numberFormat.countryCode': 'Avec indicatif pays (15555550123)',
  'settings.numberFormat.international': 'International (+15555550123)',
  'settings.confirmHotkeyCalls.label': 'Demander avant d’appeler depuis un raccourci clavier',
  'settings.lookupBeforeCalling.label': 'Rechercher un numéro avant de l’appeler',
  'settings.notifyVoicemail.label': 'M’avertir des nouveaux messages vocaux',
  'settings.notificationSound.label': 'Émettre un son avec les notifications',
  'settings.voicemailInterval.label': 'Relever la messagerie vocale toutes les (minutes)',
  'settings.keepLocalCopy.label':
    'Conserver une copie consultable de l’historique des appels sur cet ordinateur',
  'settings.historyDays.label': 'Conserver les appels des derniers (jours)',
  'settings.lookupCacheDays.label': 'Mémoriser les résultats de recherche pendant (jours)',
  'settings.lookupCacheDays.hint': '0 relance la recherche à chaque fois.',

  'hotkeys.callSelection.label': 'Appeler le numéro sélectionné',
  'hotkeys.lookupSelection.label': 'Rechercher le numéro sélectionné',
  'hotkeys.quickDial.label': 'Ouvrir la numérotation rapide',
  'hotkeys.portalNote':
    'Votre bureau vous demande d’approuver ces touches et vous permet peut-être de les modifier dans ses propres réglages.',
  'hotkeys.pressToTest': 'Tester le raccourci',
  'hotkeys.testing': 'Appuyez maintenant sur l’un des raccourcis…',
  'hotkeys.heard': 'Ça fonctionne\u00a0: Dialdesk a reçu «\u00a0{hotkey}\u00a0».',
  'hotkeys.notHeard':
    'Aucun raccourci n’est parvenu à Dialdesk. Vérifiez que votre bureau a approuvé les touches.',
  'hotkeys.registered': 'Actif.',
  'hotkeys.notRegistered': 'Non actif.',
  'hotkeys.needsModifier.mac':
    'Ajoutez ⌘, ⌃ ou ⌥\u00a0: sans l’une de ces touches, le raccourci prendrait la touche à toutes les applications.',
  'hotkeys.needsModifier.pc':
    'Ajoutez Ctrl ou Alt\u00a0: sans l’une de ces touches, le raccourci prendrait la touche à toutes les applications.',
  'hotkeys.key.ctrl': 'Ctrl',
  'hotkeys.key.win': 'Win',
  'hotkeys.key.alt': 'Alt',
  'hotkeys.key.shift': 'Maj',
  'hotkeys.key.space': 'Espace',
  'hotkeys.key.enter': 'Entrée',
  'hotkeys.key.backspace': 'Retour arrière',
  'hotkeys.key.delete': 'Suppr',
  'hotkeys.key.insert': 'Inser',
  'hotkeys.key.home': 'Début',
  'hotkeys.key.end': 'Fin',
  'hotkeys.key.pageUp': 'Pg préc',
  'hotkeys.key.pageDown': 'Pg suiv',
  'hotkeys.key.up': 'Haut',
  'hotkeys.key.down': 'Bas',
  'hotkeys.key.left': 'Gauche',
  'hotkeys.key.right': 'Droite',

  'updates.checking': 'Vérification des mises à jour…',
  'updates.check': 'Vérifier les mises à jour…',
  'updates.checkFailed': 'Impossible de vérifier les mises à jour',

  'keys.pbx.label': 'Clé du standard',
  'keys.pbx.hint':
    'Permet à Dialdesk de faire sonner votre poste pour passer des appels, et de lire votre historique des appels, votre messagerie vocale et vos enregistrements. Votre fournisseur l’appelle peut-être clé d’API. Où la trouver\u00a0: dans les paramètres d’API de votre standard téléphonique, ou auprès de votre administrateur.',
  'keys.pbx.clear': 'Effacer la clé du standard',
  'keys.lookup.label': 'Clé de recherche',
  'keys.lookup.hint':
    'Permet à Dialdesk de rechercher un numéro (type de ligne, opérateur, lieu, et présence sur une liste d’opposition)\u202f; une recherche peut être facturée. Votre fournisseur l’appelle peut-être clé du compte SIP principal. Où la trouver\u00a0: sur la page de compte de votre fournisseur de recherche.',
  'keys.lookup.clear': 'Effacer la clé de recherche',
  'keys.set': 'définie',
  'keys.notSet': 'non définie',
  'keys.notRead': 'non lue',
  'keys.replacePlaceholder': 'Saisir une nouvelle clé pour la remplacer',
  'keys.pastePlaceholder': 'Coller la clé',
  'keys.clear': 'Effacer',
  'keys.kept': 'Conservée dans le trousseau du système\u202f; plus jamais affichée.',
  'keys.keptOnceSaved':
    'Conservée dans le trousseau du système une fois l’identifiant de compte enregistré\u202f; plus jamais affichée.',
  'keys.otherHost':
    'L’adresse pointe désormais vers un autre hôte\u00a0: la clé de cet hôte doit être saisie de nouveau.',

  'form.saving': 'Enregistrement…',
  'form.cancel': 'Annuler',
  'form.saved': 'Enregistré.',
  'form.couldNotSave': 'Impossible d’enregistrer',
  'form.fixMarked': {
    one: 'Rien n’a été enregistré\u00a0: corrigez le champ signalé.',
    other: 'Rien n’a été enregistré\u00a0: corrigez les champs signalés.',
  },

  'accounts.title': 'Comptes',
  'accounts.intro':
    'Dialdesk affiche un compte à la fois. Changez de compte ici, ou avec le compte indiqué en haut.',
  'accounts.added':
    '{name} est maintenant le compte actif. Saisissez sa clé du standard sous «\u00a0Votre standard téléphonique\u00a0» ci-dessous pour le connecter.',
  'accounts.dismiss': 'Masquer',
  'accounts.inUse': 'Actif',
  'accounts.use': 'Utiliser',
  'accounts.use.label': 'Utiliser {name}',
  'accounts.switching': 'Changement…',
  'accounts.switchingTo': 'Passage à {name}…',
  'accounts.rename': 'Renommer',
  'accounts.rename.label': 'Renommer {name}',
  'accounts.rename.save': 'Enregistrer le nom',
  'accounts.remove': 'Supprimer',
  'accounts.remove.label': 'Supprimer {name}',
  'accounts.remove.title': 'Supprimer {name}\u202f?',
  'accounts.remove.what':
    'Ses clés sont supprimées du trousseau du système, et sa copie de l’historique des appels, ses données de messagerie vocale, ses appels récents et ses recherches sont supprimés de cet ordinateur. Les appels et les messages présents sur le standard téléphonique ne sont pas touchés.',
  'accounts.removing': 'Suppression…',
  'accounts.removeFailed': 'Impossible de le supprimer',
  'accounts.name.label': 'Nom',
  'accounts.watchVoicemail': 'Relever la messagerie vocale pendant qu’un autre compte est actif',
  'accounts.voicemailProblem': 'Sa messagerie vocale n’a pas pu être relevée\u00a0: {problem}',
  'accounts.unheard': {
    one: '{count} message vocal non écouté.',
    many: '{count} de messages vocaux non écoutés.',
    other: '{count} messages vocaux non écoutés.',
  },
  'accounts.unheardShort': { one: '{count} non écouté', other: '{count} non écoutés' },
  'accounts.facts.accountAt': 'Compte {accountId} sur {host}',
  'accounts.facts.account': 'Compte {accountId}',
  'accounts.facts.at': 'Sur {host}',
  'accounts.facts.noAddress': 'Pas encore d’adresse',
  'accounts.facts.extension': 'poste\u00a0{extension}',
  'accounts.extension': 'poste {extension}',
  'accounts.noExtension': 'pas encore de poste',
  'accounts.demo': 'Démo',
  'accounts.demo.detail': 'Appels fictifs',
  'accounts.switcher.inUse': 'Compte actif\u00a0:',
  'accounts.tooltip.ringsAt':
    'Les appels font d’abord sonner le poste {extension} (compte {name} sur {host}).',
  'accounts.tooltip.rings': 'Les appels font d’abord sonner le poste {extension} (compte {name}).',
  'accounts.tooltip.noExtensionAt':
    '{name} sur {host}\u00a0: pas encore de poste, la démo prend donc le relais.',
  'accounts.tooltip.noExtension': '{name}\u00a0: pas encore de poste, la démo prend donc le relais.',
  'accounts.add.button': 'Ajouter un compte',
  'accounts.add.title': 'Ajouter un compte',
  'accounts.add.intro':
    'Une fois ajouté, il devient le compte actif, et la section «\u00a0Votre standard téléphonique\u00a0» ci-dessous demande ses clés.',
  'accounts.add.nameLegend': 'Son nom',
  'accounts.add.namePlaceholder': 'Accueil Acme',
  'accounts.add.nameHint':
    'Le nom que Dialdesk lui donne dans la liste des comptes et dans les notifications.',
  'accounts.add.pbxKeyLater': 'La clé du standard se saisit une fois le compte ajouté.',
  'accounts.add.lookupKeyLater': 'La clé de recherche, le cas échéant, se saisit une fois le compte ajouté.',
  'accounts.adding': 'Ajout…',
  'accounts.addFailed': 'Impossible de l’ajouter',
  // ─── Tray, notifications, dialogs, updates ───
  'tray.call': 'Appeler {number}',
  'tray.callNothing': 'Appeler\u00a0: aucun numéro dans le presse-papiers',
  'tray.lookUp': 'Rechercher {number}',
  'tray.lookUpNothing': 'Rechercher\u00a0: aucun numéro externe dans le presse-papiers',
  'tray.recentCalls': 'Appels récents',
  'tray.favourites': 'Favoris',
  'tray.accounts': 'Comptes',
  'tray.demo': 'Démo',
  'tray.unnamedAccount': 'Compte sans nom',
  'tray.accountExtension': 'poste {extension}',
  'tray.accountUnheard': { one: '{count} non écouté', other: '{count} non écoutés' },
  'tray.history': 'Historique',
  'tray.callBack': 'À rappeler',
  'tray.callBackCount': { one: 'À rappeler ({count})', other: 'À rappeler ({count})' },
  'tray.voicemail': 'Messagerie vocale',
  'tray.voicemailUnheard': {
    one: 'Messagerie vocale ({count} non écouté)',
    other: 'Messagerie vocale ({count} non écoutés)',
  },
  'tray.open': 'Ouvrir Dialdesk',
  'tray.quickDial': 'Numérotation rapide…',
  'tray.settings': 'Paramètres…',
  'tray.checkForUpdates': 'Vérifier les mises à jour…',
  'tray.updatesManaged': 'Mises à jour gérées par votre organisation',
  'tray.quit': 'Quitter Dialdesk',
  'tray.toolTipAccount': 'Dialdesk — {account}',
  'tray.toolTipNews': '{app}\u00a0: {news}',
  'tray.toolTipVoicemail': {
    one: 'messagerie vocale ({count} non écouté)',
    other: 'messagerie vocale ({count} non écoutés)',
  },
  'tray.toolTipCallBack': { one: '{count} à rappeler', other: '{count} à rappeler' },
  'tray.toolTipBoth': '{voicemail}, {callBack}',

  'menu.view': 'Présentation',
  'menu.actualSize': 'Taille réelle',
  'menu.zoomIn': 'Zoom avant',
  'menu.zoomOut': 'Zoom arrière',
  'menu.about': 'À propos de Dialdesk',
  'menu.services': 'Services',
  'menu.hide': 'Masquer Dialdesk',
  'menu.hideOthers': 'Masquer les autres',
  'menu.showAll': 'Tout afficher',
  'menu.quit': 'Quitter Dialdesk',
  'menu.edit': 'Édition',
  'menu.undo': 'Annuler',
  'menu.redo': 'Rétablir',
  'menu.cut': 'Couper',
  'menu.copy': 'Copier',
  'menu.paste': 'Coller',
  'menu.selectAll': 'Tout sélectionner',
  'menu.window': 'Fenêtre',
  'menu.minimize': 'Placer dans le Dock',
  'menu.zoom': 'Réduire/agrandir',
  'menu.front': 'Tout ramener au premier plan',

  'dialog.saveAudioTitle': 'Enregistrer l’audio',
  'dialog.audioFiles': 'Audio',
  'dialog.exportHistoryTitle': 'Exporter l’historique des appels',
  'dialog.csvFiles': 'CSV',

  'notify.calling': 'Appel vers {number}',
  'notify.callNotPlaced': 'Appel non passé',
  'notify.callMayRing': 'L’appel peut encore sonner',
  'notify.callMayRingBody':
    '{reason} Votre téléphone peut encore sonner\u00a0: attendez-le avant d’appeler de nouveau.',
  'notify.notADialLink': 'Ce lien ne contient aucun numéro que Dialdesk peut composer\u00a0: {link}',
  'notify.lookupTitle': 'Recherche\u00a0: {number}',
  'notify.lookupNoDetails': 'Le service de recherche ne connaît aucun détail sur ce numéro.',
  'notify.lookupDoNotCall': 'Attention\u00a0: sur la liste d’opposition.',
  'notify.lookupClick': 'Cliquez pour l’ouvrir dans Dialdesk.',
  'notify.lookupFailed': 'Échec de la recherche',
  'notify.switchFailed': 'Dialdesk n’a pas pu passer à {account}',
  'notify.switchFailedDemo': 'Dialdesk n’a pas pu passer à la démo',
  'notify.switchFailedUnnamed': 'Dialdesk n’a pas pu passer à ce compte',
  'notify.accountsListRepaired': 'Votre liste de comptes a dû être réparée',
  'notify.loginItemFailed': 'Le lancement à l’ouverture de session n’a pas été modifié',
  'notify.voicemailNew': 'Nouveau message vocal',
  'notify.voicemailNewFor': 'Nouveau message vocal pour {account}',
  'notify.voicemailMany': {
    one: '{count} nouveau message vocal',
    many: '{count} de nouveaux messages vocaux',
    other: '{count} nouveaux messages vocaux',
  },
  'notify.voicemailManyFor': {
    one: '{count} nouveau message vocal pour {account}',
    many: '{count} de nouveaux messages vocaux pour {account}',
    other: '{count} nouveaux messages vocaux pour {account}',
  },
  'notify.voicemailListen': 'Ouvrez Dialdesk pour les écouter.',
  'notify.voicemailFrom': 'De {caller}',
  'notify.voicemailFromUnknown': 'D’un appelant inconnu',
  'notify.voicemailFromUnknownLength': 'D’un appelant inconnu, {length}',
  'notify.missedCall': 'Appel manqué',
  'notify.missedFrom': 'De {caller}, à {time}',
  'notify.missedFromUnknown': 'D’un appelant inconnu, à {time}',
  'notify.callBack': 'Rappeler',
  'notify.done': 'Fait',
  'notify.callBackNotDone': 'Impossible de le marquer comme fait',
  'notify.missedMany': {
    one: '{count} appel manqué',
    many: '{count} d’appels manqués',
    other: '{count} appels manqués',
  },
  'notify.missedManyBody': 'Le dernier à {time}. Cliquez pour les voir dans Dialdesk.',
  'notify.accessibilityTitle': 'Autoriser Dialdesk à lire votre sélection',
  'notify.accessibilityBody':
    'Pour appeler un numéro sélectionné, Dialdesk a besoin de l’autorisation Accessibilité dans Réglages Système › Confidentialité et sécurité. D’ici là, le raccourci clavier appelle ce que vous avez copié. Cliquez pour ouvrir les réglages.',
  'notify.selectionUnavailableTitle': 'Le raccourci clavier utilise le presse-papiers',
  'notify.selectionUnavailableBody':
    'Dialdesk ne peut pas lire les sélections sur cet ordinateur\u00a0: copiez d’abord le numéro, puis appuyez sur le raccourci clavier.',
  'notify.clipboardNotRestoredTitle': 'Votre presse-papiers a été modifié',
  'notify.clipboardNotRestoredBody':
    'Dialdesk a copié votre sélection pour la lire et n’a pas pu restaurer le contenu précédent du presse-papiers.',

  'hotkey.off': 'Désactivé.',
  'hotkey.notAccepted':
    '{shortcut} n’est pas un raccourci accepté par ce système\u00a0: choisissez-en un autre.',
  'hotkey.taken':
    'Une autre application ou le système utilise déjà {shortcut}\u00a0: choisissez un autre raccourci.',
  'hotkey.sameAsCall':
    '{shortcut} est déjà le raccourci pour appeler la sélection\u00a0: choisissez-en un autre.',
  'hotkey.sameAsLookup':
    '{shortcut} est déjà le raccourci pour rechercher la sélection\u00a0: choisissez-en un autre.',

  'shell.couldNotStart': 'Dialdesk n’a pas pu démarrer',
  'shell.autostartComment': 'Appel en un clic, messagerie vocale et recherche de numéros',
  'shell.demoPortInvalid':
    '{variable} est défini, mais n’est pas un numéro de port de 1 à 65535\u00a0: supprimez-le pour utiliser la démo intégrée.',

  'update.checkTitle': 'Vérification des mises à jour',
  'update.developmentRun':
    'Ce Dialdesk est une version de développement\u00a0: seul un Dialdesk installé vérifie les mises à jour.',
  'update.noUpdateAddress':
    'Cette compilation ne vérifie pas les mises à jour\u00a0: elle a été créée sans adresse de mises à jour.',
  'update.managedByOrganization':
    'Votre organisation gère les mises à jour sur cet ordinateur\u00a0: Dialdesk ne les vérifie pas lui-même.',
  'update.upToDate': 'Dialdesk {version} est à jour.',
  'update.availableTitle': 'Dialdesk {version} est disponible',
  'update.downloadFromPage': 'Téléchargez-le sur la page de publication.',
  'update.download': 'Télécharger',
  'update.availableToDownload':
    'Dialdesk {version} est disponible\u00a0: téléchargez-le sur la page de publication.',
  'update.availableDownloading':
    'Dialdesk {version} est disponible\u00a0: il est en cours de téléchargement, et Dialdesk proposera de redémarrer une fois qu’il sera prêt.',
  'update.restartToUpdate': 'Redémarrer pour passer à la version {version}',
  'update.restart': 'Redémarrer',
  'update.installOnQuit': 'Dialdesk {version} sera installé quand vous quitterez l’application',
  'update.busyConfirmation': 'Un appel attend votre confirmation.',
  'update.busyRecentCall':
    'Vous avez passé un appel au cours des dix dernières minutes, et il est peut-être encore en cours.',
  'update.notUpdated': 'Dialdesk n’a pas été mis à jour',
  'update.checkFailed': 'La vérification des mises à jour a échoué\u00a0: {reason}',
  'update.refusedNotNewer':
    'Le serveur de mises à jour a répondu une seconde fois avec la version {version}, qui n’est pas plus récente que ce Dialdesk ({current})\u00a0: rien n’a été téléchargé.',
  'update.refusedPrerelease':
    'Le serveur de mises à jour propose la version {version}, une version de test, mais ce Dialdesk n’accepte que les versions stables\u00a0: rien n’a été téléchargé.',
  'update.refusedChannel':
    'Le serveur de mises à jour propose la version {version}, qui n’appartient pas au canal {channel} que suit ce Dialdesk\u00a0: rien n’a été téléchargé.',
  'update.refusedElsewhere':
    'Le flux de mises à jour désigne un fichier hors du dossier de mises à jour de Dialdesk ({address}). Dialdesk ne télécharge les mises à jour que depuis {folder}\u00a0: rien n’a été téléchargé.',
  'update.badVersion':
    'La version de cette compilation ({version}) n’est pas un numéro de version\u00a0: elle ne peut donc pas être comparée à celle du serveur de mises à jour.',
  'update.feedNotFound':
    'Impossible de lire le flux de mises à jour\u00a0: {host} n’a pas de fichier {file} (HTTP {status}). Vérifiez l’adresse du serveur de mises à jour.',
  'update.httpStatus':
    'Impossible de joindre le serveur de mises à jour\u00a0: {host} a répondu HTTP {status}.',
  'update.feedTooLarge':
    'Impossible de lire le flux de mises à jour\u00a0: {file} dépasse {size} octets, ce n’est donc pas un flux.',
  'update.timedOut':
    'Impossible de joindre le serveur de mises à jour\u00a0: {host} n’a pas répondu dans les {seconds}\u00a0s.',
  'update.refused': 'Impossible de joindre le serveur de mises à jour\u00a0: {host} a refusé la connexion.',
  'update.hostNotFound':
    'Impossible de joindre le serveur de mises à jour\u00a0: l’hôte {host} est introuvable.',
  'update.secureConnectionCode':
    'Impossible de joindre le serveur de mises à jour\u00a0: la connexion sécurisée à {host} a échoué ({code}).',
  'update.secureConnection':
    'Impossible de joindre le serveur de mises à jour\u00a0: la connexion sécurisée à {host} a échoué (certificat).',
  'update.offline': 'Impossible de joindre le serveur de mises à jour\u00a0: l’ordinateur semble hors ligne.',
  'update.connectionClosed':
    'Impossible de joindre le serveur de mises à jour\u00a0: la connexion à {host} a été fermée avant la fin de la réponse.',
  'update.requestFailed':
    'Impossible de joindre le serveur de mises à jour\u00a0: la requête vers {host} a échoué ({reason}).',
  'update.requestFailedNoReason':
    'Impossible de joindre le serveur de mises à jour\u00a0: la requête vers {host} a échoué (aucune raison indiquée).',
  'update.feedUnreadable': 'Impossible de lire le flux de mises à jour\u00a0: {reason}',
  'update.feedNoFiles':
    'Impossible de lire le flux de mises à jour\u00a0: il ne liste aucun fichier d’installation.',
  'update.feedNotYaml':
    'Impossible de lire le flux de mises à jour\u00a0: ce n’est pas du YAML valide ({reason} à la ligne {line}).',
  'update.feedNotFeed':
    'Impossible de lire le flux de mises à jour\u00a0: ce n’est pas un flux de mises à jour. Vérifiez l’adresse du serveur de mises à jour.',
  'update.feedUnexpected':
    'Impossible de lire le flux de mises à jour\u00a0: il n’a pas les champs attendus.',
  'update.feedFieldMissing': 'Impossible de lire le flux de mises à jour\u00a0: {field} est manquant.',
  'update.feedFieldNotHash':
    'Impossible de lire le flux de mises à jour\u00a0: {field} n’est pas une empreinte SHA-512 en base64.',
  'update.feedFieldNotFileName':
    'Impossible de lire le flux de mises à jour\u00a0: {field} n’est pas un nom de fichier.',
  'update.feedFieldEmpty': 'Impossible de lire le flux de mises à jour\u00a0: {field} est vide.',
  'update.feedFieldNotBytes':
    'Impossible de lire le flux de mises à jour\u00a0: {field} n’est pas un nombre d’octets.',
  'update.feedFieldNotFileEntry':
    'Impossible de lire le flux de mises à jour\u00a0: {field} n’est pas une entrée de fichier.',
  'update.feedFieldNotNotes':
    'Impossible de lire le flux de mises à jour\u00a0: {field} n’est ni un texte ni une liste de notes.',
  'update.feedFieldNotVersion':
    'Impossible de lire le flux de mises à jour\u00a0: {field} n’est pas un numéro de version comme 1.4.0.',
  'update.feedFieldNotFileList':
    'Impossible de lire le flux de mises à jour\u00a0: {field} n’est pas une liste de fichiers.',
  'update.feedFieldNotDate': 'Impossible de lire le flux de mises à jour\u00a0: {field} n’est pas une date.',
  'update.errorChecksum':
    'La mise à jour n’a pas été installée\u00a0: le fichier téléchargé ne correspond pas à l’empreinte SHA-512 que le flux de mises à jour indique pour lui\u202f; il a donc pu être endommagé ou altéré en chemin. Il a été supprimé.',
  'update.errorUnsignedVersion':
    'La mise à jour n’a pas été installée\u00a0: la version {version} n’est pas signée par l’éditeur de Dialdesk\u202f; elle ne vient donc peut-être pas de lui.',
  'update.errorUnsigned':
    'La mise à jour n’a pas été installée\u00a0: la nouvelle version n’est pas signée par l’éditeur de Dialdesk\u202f; elle ne vient donc peut-être pas de lui.',
  'update.errorWindowsSignatureCheck':
    'La mise à jour n’a pas été installée\u00a0: Windows n’a pas pu vérifier la signature de la nouvelle version\u202f; elle n’a donc pas été considérée comme fiable.',
  'update.errorMacUnsignedApp':
    'La mise à jour n’a pas été installée\u00a0: cette copie de Dialdesk n’est pas signée, et macOS n’installe les mises à jour que dans des apps signées.',
  'update.errorMacSignatureInvalid':
    'La mise à jour n’a pas été installée\u00a0: la signature de la nouvelle version n’a pas passé la vérification de macOS\u202f; elle ne vient donc peut-être pas de l’éditeur de Dialdesk.',
  'update.errorFeedUnreadable':
    'La mise à jour n’a pas été installée\u00a0: le flux de mises à jour n’a pas pu être lu.',
  'update.errorFeedVersion':
    'La mise à jour n’a pas été installée\u00a0: le flux de mises à jour n’indique pas de numéro de version valide.',
  'update.errorNoChecksum':
    'La mise à jour n’a pas été installée\u00a0: le flux de mises à jour n’indique aucune empreinte pour le programme d’installation\u202f; celui-ci n’a donc pas pu être vérifié.',
  'update.errorNoInstaller':
    'La mise à jour n’a pas été installée\u00a0: le flux de mises à jour ne liste aucun programme d’installation.',
  'update.errorNoMacZip':
    'La mise à jour n’a pas été installée\u00a0: la version publiée n’a pas de zip macOS, à partir duquel s’installent les mises à jour. Téléchargez-la plutôt sur la page de publication.',
  'update.errorNoFeedNamed':
    'La mise à jour n’a pas été installée\u00a0: le serveur de mises à jour n’a pas de flux de mises à jour ({feed}) pour cet ordinateur.',
  'update.errorNoFeed':
    'La mise à jour n’a pas été installée\u00a0: le serveur de mises à jour n’a pas de flux de mises à jour pour cet ordinateur.',
  'update.errorMissingFile':
    'La mise à jour n’a pas été installée\u00a0: le serveur de mises à jour n’a pas de fichier {file}\u202f; la version publiée est peut-être incomplète. Dialdesk réessaiera plus tard.',
  'update.errorMissingFileUnnamed':
    'La mise à jour n’a pas été installée\u00a0: ce fichier est absent du serveur de mises à jour\u202f; la version publiée est peut-être incomplète. Dialdesk réessaiera plus tard.',
  'update.errorServerStatus':
    'La mise à jour n’a pas été installée\u00a0: le serveur de mises à jour a rencontré un problème (HTTP {status}). Dialdesk réessaiera plus tard.',
  'update.errorServer':
    'La mise à jour n’a pas été installée\u00a0: le serveur de mises à jour a rencontré un problème. Dialdesk réessaiera plus tard.',
  'update.errorUnreachable':
    'La mise à jour n’a pas été installée\u00a0: le serveur de mises à jour est injoignable. Dialdesk réessaiera plus tard.',
  'update.errorCertificate':
    'La mise à jour n’a pas été installée\u00a0: le certificat du serveur de mises à jour n’a pas été jugé fiable\u202f; rien n’a donc été téléchargé depuis ce serveur.',
  'update.errorNotAppImage':
    'La mise à jour n’a pas été installée\u00a0: cette copie de Dialdesk ne s’exécute pas depuis un fichier AppImage qu’elle pourrait remplacer.',
  'update.errorDiskFull':
    'La mise à jour n’a pas été installée\u00a0: l’espace disque libre est insuffisant pour la télécharger.',
  'update.errorCannotWrite':
    'La mise à jour n’a pas été installée\u00a0: Dialdesk n’a pas le droit d’écrire dans le dossier où il est installé.',
  'update.errorOther': 'La mise à jour n’a pas été installée\u00a0: {reason}',
  'update.errorNoReason':
    'La mise à jour n’a pas été installée\u00a0: le programme de mise à jour n’a donné aucune raison.',
  // ─── Main's services ───
  // ---- the HTTP clients: what was being done ---------------------------------------------------------
  'api.errorDuring': '{operation}\u00a0: {detail}',
  'api.operation.prepareRequest': 'préparation de la requête',
  'api.operation.setUpPbxClient': 'configuration du client du standard téléphonique',
  'api.operation.setUpLookupClient': 'configuration du client de recherche',
  'api.operation.placeCall': 'passage de l’appel',
  'api.operation.listCallHistory': 'lecture de l’historique des appels',
  'api.operation.openCallRecord': 'ouverture de la fiche d’appel',
  'api.operation.listRecordings': 'lecture des enregistrements d’appels',
  'api.operation.downloadRecording': 'téléchargement de l’enregistrement',
  'api.operation.listVoicemail': 'lecture de la messagerie vocale',
  'api.operation.openVoicemail': 'ouverture du message vocal',
  'api.operation.lookUpNumber': 'recherche du numéro',

  // ---- the HTTP clients: refused before sending ------------------------------------------------------
  'api.pbxKeyEmpty': 'la clé d’API du standard est vide.',
  'api.lookupKeyEmpty': 'la clé du compte SIP principal est vide.',
  'api.rule.page': '{name} doit être un nombre entier égal ou supérieur à 0.',
  'api.rule.orderBy': 'orderBy doit avoir la forme «\u00a0start_epoch desc\u00a0».',
  'api.rule.range': 'chaque borne de la plage de dates doit être une date avec heure.',
  'api.rule.extension': 'le poste doit être composé de chiffres (et de * ou #).',
  'api.rule.destination': 'la destination doit être composée de chiffres, éventuellement précédés de +.',
  'api.rule.lookupNumber': 'le numéro doit comporter de 2 à 20 chiffres, éventuellement précédés de +.',
  'api.rule.recordId': 'l’identifiant de fiche {rule}.',
  'api.recordId.notText': 'n’est pas du texte',
  'api.recordId.empty': 'est vide',
  'api.recordId.tooLong': 'dépasse {max} caractères',
  'api.recordId.pathStep': 'est une étape de chemin, pas un identifiant',
  'api.recordId.badCharacter': 'contient un caractère interdit dans un identifiant (/, \\, ?, # ou %)',
  'api.recordId.spaces': 'contient des espaces ou des caractères de contrôle',

  // ---- the HTTP clients: addresses -------------------------------------------------------------------
  'api.accountIdEmpty': 'L’identifiant de compte est vide.',
  'api.accountIdBadCharacter':
    'L’identifiant de compte «\u00a0{id}\u00a0» contient «\u00a0{char}\u00a0», qui ne peut pas figurer dans un nom d’hôte. Utilisez les lettres, chiffres et tirets de l’identifiant attribué par votre fournisseur, ou définissez une URL de base complète.',
  'api.accountIdSpace':
    'L’identifiant de compte «\u00a0{id}\u00a0» contient un espace, qui ne peut pas figurer dans un nom d’hôte. Utilisez les lettres, chiffres et tirets de l’identifiant attribué par votre fournisseur, ou définissez une URL de base complète.',
  'api.accountIdNotHost':
    'L’identifiant de compte «\u00a0{id}\u00a0» ne peut pas servir de nom d’hôte (63 caractères au maximum, sans tiret au début ni à la fin). Définissez plutôt une URL de base complète.',
  'api.domainNotHost':
    'Le domaine «\u00a0{domain}\u00a0» n’est pas un nom d’hôte. Saisissez-le sous la forme pbx.example.com (sans https:// ni chemin), ou définissez une URL de base complète.',
  'api.baseUrlInvalid': 'L’URL de base {rule}. Saisissez-la sous la forme https://pbx.example.com/app/api/7.',
  'api.urlRule.tooLong': 'dépasse {max} caractères',
  'api.urlRule.notUrl': 'n’est pas une URL',
  'api.urlRule.httpsOrThisComputer':
    'doit commencer par https:// (http:// seulement pour cet ordinateur\u00a0: localhost, 127.0.0.1 ou [::1])',
  'api.urlRule.https': 'doit commencer par https://',
  'api.urlRule.credentials':
    'ne doit contenir ni nom d’utilisateur ni mot de passe (les clés se saisissent dans les champs de clé)',
  'api.urlRule.queryOrFragment': 'ne doit contenir ni ? ni #',

  // ---- the HTTP clients: what the server answered ----------------------------------------------------
  'api.httpStatus': 'le serveur a répondu HTTP {status}. {hint}',
  'api.httpStatusWithExcerpt': 'le serveur a répondu HTTP {status} («\u00a0{excerpt}\u00a0»). {hint}',
  'api.pbxHint.unauthorized':
    'Le standard téléphonique a refusé la clé d’API\u00a0: vérifiez la clé du standard {where}.',
  'api.pbxHint.forbidden':
    'Le compte d’API n’est pas autorisé pour ce poste, cette fiche ou cette boîte vocale\u00a0: contactez l’administrateur de votre standard.',
  'api.pbxHint.notFound':
    'Introuvable\u00a0: l’élément a peut-être disparu, ou ce déploiement ne propose pas cette opération.',
  'api.pbxHint.serverError':
    'Le standard téléphonique a rencontré un problème\u00a0: réessayez dans un instant.',
  'api.pbxHint.other': 'Le standard téléphonique a rejeté la requête.',
  'api.lookupHint.unauthorized':
    'Le service de recherche a refusé la clé\u00a0: vérifiez la clé du compte SIP principal {where}.',
  'api.lookupHint.serverError':
    'Le service de recherche a rencontré un problème\u00a0: réessayez dans un instant.',
  'api.lookupHint.other': 'Le service de recherche a rejeté la requête.',
  'api.rateLimited': 'Trop de requêtes\u00a0: patientez {wait}, puis réessayez.',
  'api.rateLimitedNoWait': 'Trop de requêtes\u00a0: patientez un moment, puis réessayez.',
  'api.wait.seconds': { one: '{count}\u00a0s', other: '{count}\u00a0s' },
  'api.wait.minutes': { one: '{count}\u00a0min', other: '{count}\u00a0min' },
  'api.wait.hours': { one: '{count}\u00a0h', other: '{count}\u00a0h' },
  'api.pbxRedirect':
    'le standard téléphonique a répondu par une redirection vers une autre adresse\u202f; vérifiez l’URL de base {where}.',
  'api.lookupRedirect':
    'le service de recherche a répondu par une redirection vers une autre adresse\u202f; vérifiez l’URL de recherche {where}.',
  'api.unexpectedContentType': 'le serveur a envoyé {contentType}. {detail}',
  'api.noContentType': 'le serveur a envoyé une réponse sans type de contenu. {detail}',
  'api.expected.dataNotWebPage':
    'C’est une page web, pas des données d’API\u00a0: vérifiez que l’URL de base se termine par /app/api/7 et que l’API est activée pour le compte.',
  'api.expected.jsonOrXml': 'Données JSON ou XML attendues.',
  'api.expected.audio': 'Audio attendu, ou audio en base64 dans du JSON ou du texte.',
  'api.expected.lookupJson': 'Résultat de recherche JSON attendu.',
  'api.expected.callReplyNotWebPage':
    'C’est une page web, pas une réponse d’API\u00a0: l’appel a pu être passé ou non. Vérifiez votre téléphone, puis l’URL de base {where}.',
  'api.tooLarge':
    'la réponse dépasse {bytes} octets, le maximum accepté par cette application\u202f; demandez moins de fiches à la fois.',
  'api.tooDeep': 'la réponse imbrique des données sur plus de {levels} niveaux, ce qu’aucune fiche ne fait.',
  'api.invalidJson':
    'la réponse se présente comme du JSON, mais ce n’est pas du JSON valide («\u00a0{excerpt}\u00a0»).',
  'api.invalidXml':
    'la réponse se présente comme du XML, mais elle n’est pas bien formée («\u00a0{excerpt}\u00a0»).',
  'api.notJsonObject': 'la réponse n’est pas un objet JSON.',
  'api.lookupFieldNotText': 'le champ {field} du résultat de recherche n’est pas du texte.',
  'api.lookupResultNotText': 'le résultat de recherche contient un champ qui n’est pas du texte.',
  'api.lookupFailed': 'le service de recherche a répondu avec le code {code}\u00a0: {message}',
  'api.lookupFailedNoCode': 'le service de recherche a répondu sans code\u00a0: {message}',
  'api.lookupFailedNoMessage': 'le service de recherche a répondu avec le code {code}\u00a0: aucun message',
  'api.lookupFailedNothing': 'le service de recherche a répondu sans code\u00a0: aucun message',
  'api.lookupType': 'type {type}',
  'api.pbxRefused': 'le standard téléphonique a refusé\u00a0: {reason}',
  'api.serverFailure': 'le serveur a signalé un échec\u00a0: {reason}',
  'api.failureWithoutReason': 'le serveur a signalé un échec sans en donner la raison',
  'api.noList.fields':
    'impossible de trouver une liste de fiches dans la réponse (elle contient les champs\u00a0: {fields}).',
  'api.noList.value':
    'impossible de trouver une liste de fiches dans la réponse (elle contient une valeur de type {type}).',
  'api.noRecordObjects.fields':
    'impossible de trouver des fiches (objets) dans la réponse (elle contient les champs\u00a0: {fields}).',
  'api.noRecordObjects.value':
    'impossible de trouver des fiches (objets) dans la réponse (elle contient une valeur de type {type}).',
  'api.noRecord.fields':
    'impossible de trouver la fiche {id} dans la réponse (elle contient les champs\u00a0: {fields}).',
  'api.noRecord.value':
    'impossible de trouver la fiche {id} dans la réponse (elle contient une valeur de type {type}).',
  'api.recordsWithoutId': 'les fiches n’ont pas d’identifiant (champs cherchés\u00a0: {fields}).',
  'api.base64.textReply': 'la réponse texte n’est pas du base64 valide.',
  'api.base64.audioField': 'le champ audio n’est pas du base64 valide.',
  'api.base64.field': '{field} n’est pas du base64 valide.',
  'api.noAudioField': 'la réponse ne contient aucun champ audio en base64.',
  'api.notAudio': {
    one: 'la réponse n’est pas de l’audio dans un format connu (WAV, MP3, OGG, FLAC, M4A ou WebM)\u00a0: {count} octet est arrivé. Une page web à la place de l’audio signale généralement une page de connexion ou une URL de base erronée.',
    many: 'la réponse n’est pas de l’audio dans un format connu (WAV, MP3, OGG, FLAC, M4A ou WebM)\u00a0: {count} d’octets sont arrivés. Une page web à la place de l’audio signale généralement une page de connexion ou une URL de base erronée.',
    other:
      'la réponse n’est pas de l’audio dans un format connu (WAV, MP3, OGG, FLAC, M4A ou WebM)\u00a0: {count} octets sont arrivés. Une page web à la place de l’audio signale généralement une page de connexion ou une URL de base erronée.',
  },
  'api.notAudioStarting': {
    one: 'la réponse n’est pas de l’audio dans un format connu (WAV, MP3, OGG, FLAC, M4A ou WebM)\u00a0: {count} octet est arrivé, commençant par «\u00a0{start}\u00a0». Une page web à la place de l’audio signale généralement une page de connexion ou une URL de base erronée.',
    many: 'la réponse n’est pas de l’audio dans un format connu (WAV, MP3, OGG, FLAC, M4A ou WebM)\u00a0: {count} d’octets sont arrivés, commençant par «\u00a0{start}\u00a0». Une page web à la place de l’audio signale généralement une page de connexion ou une URL de base erronée.',
    other:
      'la réponse n’est pas de l’audio dans un format connu (WAV, MP3, OGG, FLAC, M4A ou WebM)\u00a0: {count} octets sont arrivés, commençant par «\u00a0{start}\u00a0». Une page web à la place de l’audio signale généralement une page de connexion ou une URL de base erronée.',
  },

  // ---- the HTTP clients: the network -----------------------------------------------------------------
  'api.timeout':
    '{host} n’a pas répondu dans les {seconds}\u00a0s. Réessayez\u202f; si cela se reproduit, le serveur est peut-être en panne.',
  'api.network.refused':
    'impossible de se connecter à {host} (connexion refusée). L’adresse est-elle correcte\u202f?',
  'api.network.notFound':
    'l’hôte {host} est introuvable. Vérifiez l’identifiant de compte et le domaine, ainsi que votre réseau.',
  'api.network.secure':
    'la connexion sécurisée à {host} a échoué ({code}). Vérifiez l’adresse, ou le proxy de votre réseau.',
  'api.network.certificate':
    'la connexion sécurisée à {host} a échoué (problème de certificat). Vérifiez l’adresse, ou le proxy de votre réseau.',
  'api.network.offline': '{host} est injoignable\u00a0: l’ordinateur semble hors ligne.',
  'api.network.closed': 'la connexion à {host} a été fermée avant la réception d’une réponse complète.',
  'api.network.failed': 'la requête vers {host} a échoué ({detail}).',
  'api.callTimeout':
    'le standard téléphonique n’a pas répondu dans les {seconds}\u00a0s. L’appel peut encore sonner\u00a0: vérifiez votre téléphone avant d’appeler de nouveau.',
  'api.callBrokenAfterSending':
    '{reason} L’appel peut encore sonner\u00a0: vérifiez votre téléphone avant d’appeler de nouveau.',

  // ---- connections and keys --------------------------------------------------------------------------
  'connection.testPassedDemo':
    'Connecté au standard téléphonique de démo\u00a0: la clé a été acceptée et l’historique des appels peut être lu.',
  'connection.testPassed':
    'Connecté à {host}\u00a0: la clé a été acceptée et l’historique des appels peut être lu.',
  'connection.lookupUrlMissing': 'Saisissez l’URL de recherche {where} pour rechercher des numéros.',
  'connection.lookupUrlInvalid': 'L’URL de recherche {rule}.',
  'connection.pbx.noAddress':
    'Saisissez l’identifiant de compte et l’URL de base (ou l’identifiant de compte et le domaine).',
  'connection.lookup.noAddress': 'Saisissez l’identifiant de compte et l’URL de recherche.',
  'connection.pbx.unusableKey':
    'La clé d’API du standard enregistrée contient des caractères que HTTP ne peut pas transporter\u00a0: saisissez-la de nouveau {where}.',
  'connection.lookup.unusableKey':
    'La clé du compte SIP principal enregistrée contient des caractères que HTTP ne peut pas transporter\u00a0: saisissez-la de nouveau {where}.',
  'connection.pbx.keyForOtherHost':
    'La clé d’API du standard a été saisie pour un autre hôte\u202f; elle n’est donc pas envoyée à {host}\u00a0: saisissez-la de nouveau {where} pour cet hôte.',
  'connection.lookup.keyForOtherHost':
    'La clé du compte SIP principal a été saisie pour un autre hôte\u202f; elle n’est donc pas envoyée à {host}\u00a0: saisissez-la de nouveau {where} pour cet hôte.',
  'connection.pbx.keyMissing':
    'La clé d’API du standard n’est pas définie\u00a0: saisissez-la {where}. Si vous l’avez déjà saisie, déverrouillez le trousseau du système.',
  'connection.lookup.keyMissing':
    'La clé du compte SIP principal n’est pas définie\u00a0: saisissez-la {where}. Si vous l’avez déjà saisie, déverrouillez le trousseau du système.',
  'connection.pbx.saveAccountFirst':
    'Saisissez et enregistrez d’abord l’identifiant de compte\u00a0: la clé d’API du standard est conservée pour chaque compte.',
  'connection.lookup.saveAccountFirst':
    'Saisissez et enregistrez d’abord l’identifiant de compte\u00a0: la clé du compte SIP principal est conservée pour chaque compte.',
  'connection.pbx.saveAddressFirst':
    'Saisissez et enregistrez d’abord l’URL de base (ou l’identifiant de compte et le domaine)\u00a0: la clé d’API du standard n’est conservée que pour cet hôte.',
  'connection.lookup.saveAddressFirst':
    'Saisissez et enregistrez d’abord l’URL de recherche\u00a0: la clé du compte SIP principal n’est conservée que pour cet hôte.',

  // ---- the keychain ----------------------------------------------------------------------------------
  'secrets.unavailable':
    'Le trousseau du système n’est pas disponible\u00a0: Dialdesk ne peut donc ni enregistrer ni lire les clés d’API. {hint} ({detail})',
  'secrets.locked':
    'Le trousseau du système est verrouillé ou a refusé l’accès\u00a0: Dialdesk ne peut donc pas utiliser les clés d’API. {hint} ({detail})',
  'secrets.unavailableHint.linux':
    'Installez et lancez un Secret Service comme gnome-keyring (paquets gnome-keyring et libsecret-1-0) ou KWallet, puis redémarrez Dialdesk.',
  'secrets.unavailableHint.mac':
    'Ouvrez Trousseau d’accès et vérifiez que votre trousseau de session existe, puis redémarrez Dialdesk.',
  'secrets.unavailableHint.windows':
    'Connectez-vous à Windows avec votre propre compte d’utilisateur pour que le Gestionnaire d’identification Windows soit disponible, puis redémarrez Dialdesk.',
  'secrets.unavailableHint.other':
    'Installez ou lancez le service de trousseau du système, puis redémarrez Dialdesk.',
  'secrets.lockedHint.linux':
    'Déverrouillez votre trousseau (le trousseau «\u00a0login\u00a0» par défaut, par exemple dans Mots de passe et clés ou KWallet), acceptez la demande du trousseau si elle s’affiche, puis réessayez.',
  'secrets.lockedHint.mac':
    'Déverrouillez votre trousseau de session dans Trousseau d’accès, autorisez l’accès à Dialdesk lorsque cela vous est demandé, puis réessayez.',
  'secrets.lockedHint.windows':
    'Déverrouillez votre trousseau en vous connectant à Windows avec votre propre compte d’utilisateur, puis réessayez.',
  'secrets.lockedHint.other':
    'Déverrouillez votre trousseau, autorisez l’accès à Dialdesk lorsque cela vous est demandé, puis réessayez.',
  'secrets.keytarNotLoaded': 'le module de trousseau keytar n’a pas pu être chargé\u00a0: {reason}',
  'secrets.invalidKey': 'Cette clé d’API ne peut pas être enregistrée\u00a0: {rule}',
  'secrets.keyRule.text': 'elle doit être du texte.',
  'secrets.keyRule.empty': 'elle est vide.',
  'secrets.keyRule.tooLong': 'elle dépasse {max} caractères.',
  'secrets.keyRule.blank':
    'elle contient des espaces, des tabulations ou des sauts de ligne. Copiez de nouveau la clé sans les blancs qui l’entourent.',
  'secrets.keyRule.notAscii':
    'elle contient des caractères qui ne peuvent pas être envoyés par HTTP. Une clé d’API ne contient que les lettres de A à Z, des chiffres et la ponctuation d’un clavier américain.',

  // ---- errors ----------------------------------------------------------------------------------------
  'error.internal':
    'Dialdesk a rencontré une erreur interne ({kind}). Réessayez\u202f; si elle persiste, redémarrez l’application.',
  'error.unknownSetting': 'n’est pas un paramètre connu',
  'error.invalidSettings': 'Paramètres non valides\u00a0: {problems}',
  'error.fieldProblem': '{field}\u00a0: {problem}',
  'error.invalidRequest': 'Requête non valide\u00a0: {field} {rule}',
  'error.invalidRequestNoDetail': 'Requête non valide\u00a0: l’argument n’est pas valide.',
  'error.theArgument': 'l’argument',
  'text.twoSentences': '{first} {second}',
  'place.inSettings': 'dans les paramètres',
  'place.onThisPage': 'sur cette page',

  // ---- calls -----------------------------------------------------------------------------------------
  'calls.status':
    'Votre poste {extension} sonne d’abord\u202f; décrochez pour être mis en relation avec {number}.',
  'calls.statusThenDial':
    'Votre poste {extension} sonne d’abord\u202f; décrochez pour être mis en relation avec {number}. Une fois en relation, composez le poste {dialAfter}.',
  'calls.enterExtension': 'Saisissez votre poste {where}\u00a0: c’est lui qui sonne d’abord.',
  'calls.notPending': 'Cet appel n’est plus en attente\u00a0: il a été passé, annulé ou remplacé.',
  'calls.doNotCall':
    '{number} figure sur la liste d’opposition\u00a0: confirmez que vous voulez l’appeler avant que l’appel soit passé.',
  'calls.outsideHours':
    'Là où sonne {number}, on est hors des heures d’appel : confirmez que vous voulez appeler maintenant avant que l’appel soit passé.',
  'hours.endBeforeStart': 'Les heures d’appel doivent finir après leur début : rien n’a été enregistré.',
  'calls.mayStillRing':
    'L’appel vers {number} peut encore sonner\u00a0: la réponse du standard téléphonique n’est pas arrivée. Vérifiez votre téléphone avant de réessayer.',
  'calls.refusedHttp': 'Le standard téléphonique a refusé d’appeler {number} (HTTP {status}).',
  'calls.refusedHttpCode':
    'Le standard téléphonique a refusé d’appeler {number} (HTTP {status}\u00a0: {code}).',
  'calls.hint.checkKey': 'Vérifiez la clé du standard {where}.',
  'calls.hint.notAuthorised':
    'Le compte d’API n’est peut-être pas autorisé pour votre poste\u00a0: contactez l’administrateur de votre standard.',
  'calls.hint.wait': 'Patientez un instant avant de réessayer.',
  'calls.refused': 'Le standard téléphonique a refusé d’appeler {number}.',
  'calls.unreachable':
    'Dialdesk n’a pas pu joindre le standard téléphonique pour appeler {number}\u00a0: vérifiez le réseau et l’URL de base {where}.',
  'calls.notSendable': '{number} ne peut pas être envoyé au standard téléphonique comme numéro à appeler.',
  'calls.unreadableAnswer':
    'La réponse du standard téléphonique à l’appel vers {number} est illisible\u00a0: vérifiez votre téléphone avant de réessayer.',
  'calls.inProgress':
    'Un appel vers {number} vient d’être lancé\u00a0: celui-ci n’a donc pas été envoyé. Patientez quelques secondes, puis réessayez.',
  'calls.hotkeyNotRegistered': 'Pas encore actif.',

  // ---- numbers ---------------------------------------------------------------------------------------
  'numbers.notANumber': '«\u00a0{text}\u00a0» n’est pas un numéro\u00a0: il n’y a rien à appeler.',
  'numbers.noNumberIn': '«\u00a0{text}\u00a0» ne contient aucun numéro à appeler.',
  'numbers.typeNumber': 'Saisissez un numéro à appeler.',
  'numbers.vanity':
    '«\u00a0{vanity}\u00a0» écrit son numéro en lettres, et Dialdesk ne compose que des chiffres\u00a0: saisissez-le sous la forme {digits} si c’est bien le numéro.',
  'numbers.noneFound': 'Aucun numéro de téléphone à appeler n’a été trouvé.',

  // ---- lookups ---------------------------------------------------------------------------------------
  'lookups.noNumber': 'Aucun numéro de téléphone à rechercher n’a été trouvé.',
  'lookups.notOutside':
    '{number} est un poste, un code de service ou un numéro local sans indicatif régional\u202f; les recherches portent sur les numéros externes.',
  'lookups.testFacts': 'La recherche fonctionne\u00a0: {number} ({facts}).',
  'lookups.testFound': 'La recherche fonctionne\u00a0: {number} a été trouvé.',
  'lookups.keyRefused': 'Le service de recherche a refusé la clé.',
  'lookups.keyAccepted': 'Le service de recherche a accepté la clé.',

  // ---- saved accounts --------------------------------------------------------------------------------
  'account.demoName': 'Démo',
  'account.defaultName': 'Mon standard téléphonique',
  'account.notSaved':
    'Ce compte n’est plus enregistré\u00a0: il a été supprimé, peut-être dans une autre fenêtre de Dialdesk.',
  'account.rule.savedId': 'doit être l’identifiant d’un compte enregistré',
  'account.rule.nameEmpty': 'ne doit pas être vide',
  'account.rule.nameTooLong': 'doit comporter au plus {max} caractères',
  'account.rule.nameControl': 'ne doit pas contenir de caractères de contrôle',
  'accountsFile.damage.notJson': 'il est tronqué, ou n’est pas du JSON',
  'accountsFile.damage.tooLarge': 'il est bien plus grand que ne l’est jamais une liste de comptes',
  'accountsFile.damage.wrongShape': 'il ne contient pas de liste de comptes que ce Dialdesk sache lire',
  'accountsFile.restored':
    'La liste de vos comptes n’a pas pu être lue ({damage}), Dialdesk l’a donc restaurée à partir de la copie qu’il conserve\u00a0: tous les comptes sont revenus, avec leurs clés et leur historique.',
  'accountsFile.restoredMissing':
    'La liste de vos comptes (accounts.json) manquait, Dialdesk l’a donc restaurée à partir de la copie qu’il conserve\u00a0: tous les comptes sont revenus, avec leurs clés et leur historique.',
  'accountsFile.keptAt':
    'Le fichier tel qu’il était est conservé sous {path}\u00a0: vous pourrez le supprimer une fois vos comptes tels que vous les aviez laissés.',
  'accountsFile.notKept': 'Le fichier tel qu’il était n’a pas pu être mis de côté ({cause}).',
  'accountsFile.notRestored':
    'La liste de vos comptes n’a pas pu être lue ({damage}), et Dialdesk n’en avait aucune copie intacte à restaurer.',
  'accountsFile.rebuilt':
    'Le compte actif, {name}, a été reconfiguré à partir des paramètres sous un nouvel identifiant\u00a0: saisissez de nouveau ses clés.',
  'accountsFile.howToRestore':
    'Pour retrouver vos comptes avec leurs clés et leur historique, quittez Dialdesk, placez un accounts.json intact dans {folder} (issu d’une sauvegarde, ou le fichier conservé une fois réparé), puis relancez Dialdesk.',
  'accountsFile.newIds': {
    one: 'Un compte de la liste avait le même identifiant qu’un compte placé avant lui (une modification à la main\u202f?), il a donc reçu son propre identifiant\u00a0: {names}. Il n’a encore ni clés ni historique à lui\u00a0: activez-le et saisissez ses clés, ou supprimez-le.',
    many: '{count} de comptes de la liste avaient le même identifiant qu’un compte placé avant eux (une modification à la main\u202f?), chacun a donc reçu son propre identifiant\u00a0: {names}. Ils n’ont encore ni clés ni historique à eux\u00a0: activez chacun et saisissez ses clés, ou supprimez-le.',
    other:
      '{count} comptes de la liste avaient le même identifiant qu’un compte placé avant eux (une modification à la main\u202f?), chacun a donc reçu son propre identifiant\u00a0: {names}. Ils n’ont encore ni clés ni historique à eux\u00a0: activez chacun et saisissez ses clés, ou supprimez-le.',
  },
  'accountsFile.newIdNote':
    'Il avait le même identifiant qu’un autre compte et en a reçu un à lui à ce démarrage\u00a0: il n’a encore ni clés ni historique à lui.',
  'accountsFile.newer':
    'Cette liste de comptes a été enregistrée par un Dialdesk plus récent (version de liste {version}), celui-ci la laisse donc telle quelle\u00a0: il affiche les comptes qu’il sait lire, et ne peut ni en ajouter, ni en modifier, ni en supprimer. Utilisez le Dialdesk plus récent pour les modifier.',
  'accountsFile.newerUnread': {
    one: '{count} compte de la liste n’a pas pu être lu ici et n’est pas affiché.',
    many: '{count} de comptes de la liste n’ont pas pu être lus ici et ne sont pas affichés.',
    other: '{count} comptes de la liste n’ont pas pu être lus ici et ne sont pas affichés.',
  },

  // ---- the IPC door ----------------------------------------------------------------------------------
  'ipc.unknownRequest': 'Requête inconnue.',
  'ipc.noWindow': 'Requête refusée\u00a0: aucune fenêtre ici n’a le droit de la faire.',
  'ipc.notDialdeskWindow': 'Requête refusée\u00a0: elle ne provient pas d’une fenêtre de Dialdesk.',
  'ipc.notThisWindow': 'Requête refusée\u00a0: seule la fenêtre concernée peut la faire.',
  'ipc.rule.empty': 'est vide',
  'ipc.rule.tooLong': 'dépasse {max} caractères',
  'ipc.rule.day': 'doit être une date au format AAAA-MM-JJ',
  'ipc.rule.fieldName': 'doit être un nom de champ',
  'ipc.rule.atLeastPx': 'doit être d’au moins {min}\u00a0px CSS',
  'ipc.rule.atMostPx': 'doit être d’au plus {max}\u00a0px CSS',
  'ipc.rule.pageLength': 'doit être un nombre de px CSS compris entre 1 et {max}',
  'ipc.rule.rangeOrder': 'ne doit pas se terminer avant de commencer',
  'ipc.rule.tooMany': 'contient plus de {max} entrées',
  // ─── What main keeps on this computer ───
  'localHistory.fault.damaged': 'L’historique des appels de cet ordinateur est endommagé ({reason}).',
  'localHistory.fault.newer':
    'L’historique des appels de cet ordinateur a été écrit par une version plus récente de Dialdesk\u00a0: celle-ci n’y touche pas et affiche l’historique du standard téléphonique. Mettez Dialdesk à jour pour l’utiliser de nouveau.',
  'localHistory.fault.busy':
    'Un autre Dialdesk utilise en ce moment l’historique des appels de cet ordinateur\u202f; une nouvelle tentative aura lieu sous peu.',
  'localHistory.fault.readOnly':
    'Dialdesk n’a pas le droit d’écrire dans le dossier de son historique des appels ({folder})\u00a0: l’historique est affiché depuis le standard téléphonique en attendant.',
  'localHistory.fault.full':
    'Le disque qui contient les données de Dialdesk est plein\u00a0: libérez de l’espace\u202f; l’historique se mettra à jour.',
  'localHistory.fault.other':
    'L’historique des appels de cet ordinateur n’a pas pu être utilisé ({reason})\u202f; une nouvelle tentative aura lieu.',
  'localHistory.setAside':
    'L’historique local des appels n’a pas pu être lu ({reason}). Il a été déplacé vers {path} et est en cours de reconstruction depuis le standard téléphonique.',
  'localHistory.notUpToDate':
    'L’historique des appels de cet ordinateur n’est pas à jour (Dialdesk continue d’essayer)\u00a0: {reason}',

  'settingsFile.unreadable':
    'Dialdesk n’a pas pu lire son fichier de paramètres ({reason})\u00a0: Dialdesk a donc démarré avec les paramètres par défaut.',
  'settingsFile.notJson':
    'Le fichier de paramètres était endommagé (ce n’est pas du JSON valide)\u00a0: Dialdesk a donc démarré avec les paramètres par défaut.',
  'settingsFile.tooLarge':
    'Le fichier de paramètres était endommagé (il est plus volumineux que ne le sont jamais des paramètres)\u00a0: Dialdesk a donc démarré avec les paramètres par défaut.',
  'settingsFile.notObject':
    'Le fichier de paramètres était endommagé (il ne contient pas d’objet de paramètres)\u00a0: Dialdesk a donc démarré avec les paramètres par défaut.',
  'settingsFile.movedAside': 'Le fichier d’origine a été déplacé vers {path}.',
  'settingsFile.notMovedAside':
    'Il n’a pas pu être mis de côté ({cause}) et se trouve toujours à l’emplacement {path}.',
  'settingsFile.fieldsReset':
    'Certains paramètres n’étaient pas valides et ont été rétablis à leur valeur par défaut\u00a0: {fields}.',
  'settingsFile.keysDropped':
    'Des paramètres trop profondément imbriqués pour être conservés ont été supprimés\u00a0: {keys}.',
  'settingsFile.keysDroppedMore': {
    one: 'Des paramètres trop profondément imbriqués pour être conservés ont été supprimés\u00a0: {keys} et {count} autre.',
    other:
      'Des paramètres trop profondément imbriqués pour être conservés ont été supprimés\u00a0: {keys} et {count} autres.',
  },
  'settingsFile.copyKept':
    'Une copie du fichier de paramètres d’origine a été conservée à l’emplacement {path}.',
  'settingsFile.notCopied':
    'Le fichier de paramètres situé à l’emplacement {path} n’a pas pu être copié ({cause}).',

  'settingsFile.rule.apiUrl':
    'doit être une URL https:// sans nom d’utilisateur, mot de passe, ? ni # (http:// seulement sur cet ordinateur\u00a0: localhost, 127.0.0.1, [::1]), ou être vide',
  'settingsFile.rule.numberFormat':
    'doit valoir «\u00a0e164\u00a0», «\u00a0national-digits\u00a0» ou «\u00a0country-digits\u00a0»',
  'settingsFile.rule.hotkey':
    'doit être formé de touches de modification et d’une touche reliées par «\u00a0+\u00a0», comme «\u00a0CommandOrControl+Shift+D\u00a0», ou être vide',
  'settingsFile.rule.language': 'doit être l’une des valeurs suivantes\u00a0: {choices}',
  'settingsFile.rule.accountId': 'doit comporter au plus 63 lettres, chiffres ou tirets',
  'settingsFile.rule.domain': 'doit être un nom d’hôte comme «\u00a0pbx.example.com\u00a0», ou être vide',
  'settingsFile.rule.extension': 'doit comporter de 2 à 10 chiffres, ou être vide',
  'settingsFile.rule.region': 'doit être un code de pays à deux lettres comme «\u00a0US\u00a0»',
  'settingsFile.rule.wholeMinutes': 'doit être un nombre entier de minutes',
  'settingsFile.rule.minutesAtLeast1': 'doit être d’au moins 1 minute',
  'settingsFile.rule.minutesAtMost60': 'doit être d’au plus 60 minutes',
  'settingsFile.rule.wholeDays': 'doit être un nombre entier de jours',
  'settingsFile.rule.daysAtLeast0': 'doit être d’au moins 0 jour',
  'settingsFile.rule.daysAtLeast1': 'doit être d’au moins 1 jour',
  'settingsFile.rule.daysAtMost365': 'doit être d’au plus 365 jours',
  'settingsFile.rule.daysAtMost3650': 'doit être d’au plus 3\u202f650 jours',

  'storage.cause.permissionDenied': 'permission refusée',
  'storage.cause.readOnlyDisk': 'le disque est en lecture seule',
  'storage.cause.diskFull': 'le disque est plein',
  'storage.cause.quotaUsed': 'votre quota de disque est épuisé',
  'storage.cause.noFolder': 'le dossier n’existe pas',
  'storage.cause.fileForFolder': 'un fichier se trouve à la place du dossier',
  'storage.cause.folderForFile': 'un dossier se trouve à la place du fichier',
  'storage.cause.tooManyOpen': 'trop de fichiers sont ouverts',
  'storage.cause.diskError': 'le disque a signalé une erreur',
  'storage.cause.pathTooLong': 'le chemin est trop long',
  'storage.cause.fileInUse': 'le fichier est utilisé par un autre programme',
  'storage.cause.other': 'une erreur du système de fichiers',
  'storage.cause.unknown': 'une erreur inconnue du système de fichiers',
  'storage.causeWithCode': '{cause} ({code})',
  'storage.writeFailed':
    'Dialdesk n’a pas pu écrire {file} dans le dossier {folder}\u00a0: {cause}. Vérifiez que le dossier existe, que vous avez le droit d’y écrire et que le disque dispose d’espace libre.',

  'files.voicemailLabel': 'Message vocal',
  'files.recordingLabel': 'Enregistrement',
  'files.audioLabel': 'Audio',
  'files.noAudio':
    'Le standard téléphonique n’a envoyé aucun audio pour ce message\u00a0: il n’y a rien à enregistrer.',
  'files.showOnlySaved': 'Dialdesk ne peut afficher qu’un fichier qu’il a lui-même enregistré.',

  'export.column.date': 'Date',
  'export.column.time': 'Heure',
  'export.column.direction': 'Sens',
  'export.column.name': 'Nom',
  'export.column.number': 'Numéro',
  'export.column.otherParty': 'Autre interlocuteur',
  'export.column.duration': 'Durée',
  'export.column.result': 'Résultat',
  'export.column.outcome': 'Résultat (note)',
  'export.column.note': 'Note',
  'export.direction.inbound': 'Entrant',
  'export.direction.outbound': 'Sortant',
  'export.direction.local': 'Interne',
  'export.nestedTooDeep': '(imbrication trop profonde pour être affichée)',
  'export.alreadyRunning': 'Un export est déjà en cours\u00a0: attendez qu’il se termine, ou annulez-le.',
  'export.fileNameRange': 'Appels du {from} au {to}',
  'export.fileNameUntil': 'Appels jusqu’au {day}',

  'voicemailWatch.notListed':
    'Ce message ne figure pas dans la liste de messagerie vocale chargée en dernier par Dialdesk\u00a0: actualisez la liste, puis relancez la lecture.',
  // ─── Contacts file ───
  'contacts.rule.id': 'n’est pas l’identifiant d’un contact',
  'contacts.rule.nameMissing': 'est vide : chaque contact doit avoir un nom',
  'contacts.rule.label': 'doit être travail, mobile, domicile, poste ou autre',
  'contacts.rule.tooManyNumbers': 'contient plus de {max} numéros',
  'contacts.refused': 'Le contact n’a pas été enregistré. {reason}',
  'contacts.notSaved':
    'Ce contact n’est plus enregistré : il a été supprimé, peut-être dans une autre fenêtre.',
  'contacts.numberNotSaved': 'Ce numéro n’est plus enregistré dans un contact.',
  'contacts.otherAccountsExtension':
    'C’est un poste du compte {account} : il ne peut être appelé et mis en favori que lorsque ce compte est utilisé.',
  'contacts.favouritesChanged':
    'Les favoris ont changé entre-temps : leur ordre n’a pas été enregistré. Réessayez.',
  'contacts.fault.damaged': 'Votre fichier de contacts est endommagé ({reason}).',
  'contacts.fault.newer':
    'Votre fichier de contacts a été écrit par un Dialdesk plus récent : celui-ci n’y touche pas. Mettez Dialdesk à jour pour utiliser à nouveau vos contacts.',
  'contacts.fault.busy':
    'Un autre Dialdesk de cet ordinateur utilise votre fichier de contacts en ce moment : la modification n’a pas été enregistrée. Réessayez dans un instant.',
  'contacts.fault.readOnly':
    'Dialdesk ne peut pas écrire dans le dossier de vos contacts ({folder}) : les modifications ne pourront pas être enregistrées tant qu’il ne le pourra pas.',
  'contacts.fault.full':
    'Le disque qui contient vos contacts est plein : libérez de l’espace, puis enregistrez à nouveau.',
  'contacts.fault.other':
    'Votre fichier de contacts n’a pas pu être utilisé ({reason}) ; la modification n’a pas été enregistrée.',
  'contacts.restored':
    'Votre fichier de contacts était endommagé. Les contacts du {date} ont été restaurés depuis une sauvegarde ; le fichier endommagé est conservé dans {path}.',
  'contacts.notRestored':
    'Votre fichier de contacts était endommagé et aucune sauvegarde n’a pu être lue : Dialdesk en a créé un nouveau, vide. Le fichier endommagé est conservé dans {path}.',
  'contacts.backupFailed':
    'La sauvegarde du jour de vos contacts n’a pas pu être faite ({reason}) ; vos contacts eux-mêmes sont enregistrés.',
  // ─── Open in CRM (main) ───
  'crm.schemeUnreadable':
    '« {scheme} » n’est pas un schéma par lequel une adresse peut commencer : des lettres, puis des lettres, chiffres, + . ou -.',
  'crm.schemeNever':
    'Les adresses commençant par {scheme}: ne sont jamais ouvertes : Dialdesk n’ouvre que des adresses https:// ou le schéma propre d’une application de CRM.',
  'crm.unknownPlaceholder': '{placeholder} n’est pas un champ que Dialdesk remplit : utilisez {known}.',
  'crm.unreadable':
    'Ce n’est pas une adresse que Dialdesk peut ouvrir : écrivez-la comme l’adresse de recherche de votre CRM, en commençant par https:// et son hôte.',
  'crm.placeholderIn':
    'Un champ ne peut pas figurer dans {part} : il changerait la destination de l’adresse. Placez-le dans le chemin ou après le « ? ».',
  'crm.part.scheme': 'le schéma',
  'crm.part.user': 'le nom d’utilisateur',
  'crm.part.password': 'le mot de passe',
  'crm.part.host': 'l’hôte',
  'crm.part.port': 'le port',
  'crm.schemeNotAllowed':
    'Les adresses commençant par {scheme}: ne sont pas ouvertes : utilisez https:// ou autorisez ce schéma volontairement.',
  'crm.holdsKey':
    'L’adresse contient une clé de ce compte : une clé n’est jamais envoyée au CRM. Retirez-la de l’adresse.',
  'crm.cannotOpen': 'Dialdesk ne peut pas ouvrir d’adresses sur cet ordinateur.',
  'crm.noTemplate':
    'Aucune adresse de CRM n’est définie pour ce compte : ajoutez-en une dans les paramètres, sous Ouvrir dans le CRM.',
  'crm.showFirst': 'Cette adresse de CRM n’a pas encore été affichée : regardez-la d’abord, puis ouvrez-la.',
  // ─── Notes on calls and voicemail (main) ───
  'notes.fault.damaged': 'Le fichier de vos notes d’appels est endommagé ({reason}).',
  'notes.fault.newer':
    'Le fichier de vos notes d’appels a été écrit par un Dialdesk plus récent : celui-ci le laisse intact. Mettez Dialdesk à jour pour retrouver vos notes.',
  'notes.fault.busy':
    'Un autre Dialdesk sur cet ordinateur utilise en ce moment le fichier de vos notes : la note n’a pas été enregistrée. Réessayez dans un instant.',
  'notes.fault.readOnly':
    'Dialdesk ne peut pas écrire dans le dossier de vos notes ({folder}) : aucune note ne peut être enregistrée tant qu’il ne le peut pas.',
  'notes.fault.full':
    'Le disque de vos notes est plein : libérez de l’espace, puis enregistrez de nouveau la note.',
  'notes.fault.other':
    'Le fichier de vos notes n’a pas pu être utilisé ({reason}) ; la note n’a pas été enregistrée.',
  'notes.restored':
    'Le fichier de vos notes d’appels était endommagé. Les notes du {date} ont été restaurées depuis une sauvegarde ; le fichier endommagé est conservé à {path}.',
  'notes.notRestored':
    'Le fichier de vos notes d’appels était endommagé et aucune sauvegarde n’a pu être lue : Dialdesk en a commencé un nouveau, vide. Le fichier endommagé est conservé à {path}.',
  'notes.backupFailed':
    'La sauvegarde du jour de vos notes n’a pas pu être faite ({reason}) ; vos notes elles-mêmes sont enregistrées.',
  'notes.outcome.reached': 'Joint',
  'notes.outcome.leftMessage': 'Message laissé',
  'notes.outcome.noAnswer': 'Pas de réponse',
  'notes.outcome.wrongNumber': 'Mauvais numéro',
  'notes.outcome.followUp': 'À relancer',
  'notes.unknownOutcome': 'Ce résultat n’est plus dans la liste : choisissez-en un autre.',
  'notes.outcomeEmpty': 'Un résultat doit avoir un nom.',
  'notes.outcomeTwice':
    '« {label} » figure deux fois dans la liste : donnez à chaque résultat son propre nom.',
  'notes.noNumber': 'Cet appel n’a pas de numéro sous lequel garder une note.',
  'notes.placedCallGone':
    'Cet appel ne peut plus recevoir de note ici : Dialdesk a redémarré depuis qu’il a été passé. Ajoutez la note à l’appel dans l’historique.',
  // ─── Importing contacts: the files ───
  // What main says about a file chosen for import before it knows what is in it.
  'import.emptyFile': '{file} est vide.',
  'import.archive':
    '{file} est une archive compressée, pas un carnet d’adresses : décompressez-la, puis importez le fichier .vcf ou .csv qu’elle contient.',
  'import.notContacts':
    '{file} n’est pas un carnet d’adresses que Dialdesk sait lire : importez un fichier vCard (.vcf) ou un fichier CSV exporté d’Outlook ou de Google Contacts.',
  'import.faxes': {
    one: '{count} numéro de fax a été laissé de côté\u00a0: un fax ne peut pas prendre d’appel.',
    many: '{count} de numéros de fax ont été laissés de côté\u00a0: un fax ne peut pas prendre d’appel.',
    other: '{count} numéros de fax ont été laissés de côté\u00a0: un fax ne peut pas prendre d’appel.',
  },
  'import.fileTooManyContacts':
    '{file} contient plus de {max} contacts, plus qu’une importation n’en accepte\u00a0: divisez-le en fichiers plus petits et importez-les l’un après l’autre.',
  'import.noteOfFile': '{file}\u00a0: {note}',
  // ─── Importing contacts: vCard files ───
  // How main reads a vCard file (.vcf) the person imports: what it says about the file and its cards.
  'import.vcard.readAs': 'vCard {versions}, encodage {encoding}',
  'import.vcard.readAsFrom': 'vCard {versions} de {producer}, encodage {encoding}',
  'import.vcard.readAsUnread': 'vCard sans fiche lisible, encodage {encoding}',
  'import.vcard.producer.apple': 'Contacts d’Apple',
  'import.vcard.producer.google': 'Google Contacts',
  'import.vcard.groups': {
    one: '{count} groupe de contacts a été ignoré\u00a0: Dialdesk importe des personnes, pas des groupes.',
    many: '{count} de groupes de contacts ont été ignorés\u00a0: Dialdesk importe des personnes, pas des groupes.',
    other:
      '{count} groupes de contacts ont été ignorés\u00a0: Dialdesk importe des personnes, pas des groupes.',
  },
  'import.vcard.nested': {
    one: '{count} fiche écrite dans une autre fiche (celle d’un assistant) a été ignorée.',
    many: '{count} de fiches écrites dans d’autres fiches (celles d’un assistant) ont été ignorées.',
    other: '{count} fiches écrites dans d’autres fiches (celles d’un assistant) ont été ignorées.',
  },
  'import.vcard.withoutEnd': {
    one: '{count} fiche n’avait pas de ligne END et a été ignorée.',
    many: '{count} de fiches n’avaient pas de ligne END et ont été ignorées.',
    other: '{count} fiches n’avaient pas de ligne END et ont été ignorées.',
  },
  'import.vcard.withoutVersion': {
    one: '{count} fiche n’avait pas de ligne VERSION et a été ignorée.',
    many: '{count} de fiches n’avaient pas de ligne VERSION et ont été ignorées.',
    other: '{count} fiches n’avaient pas de ligne VERSION et ont été ignorées.',
  },
  'import.vcard.unreadableCards': {
    one: '{count} fiche n’a pas pu être lue et a été ignorée.',
    many: '{count} de fiches n’ont pas pu être lues et ont été ignorées.',
    other: '{count} fiches n’ont pas pu être lues et ont été ignorées.',
  },
  'import.vcard.overflowing': {
    one: '{count} fiche était trop longue pour être lue en entier\u00a0: son début a été lu, le reste ignoré.',
    many: '{count} de fiches étaient trop longues pour être lues en entier\u00a0: le début de chacune a été lu, le reste ignoré.',
    other:
      '{count} fiches étaient trop longues pour être lues en entier\u00a0: le début de chacune a été lu, le reste ignoré.',
  },
  'import.vcard.unreadableLines': {
    one: '{count} ligne n’a pas pu être lue et a été ignorée.',
    many: '{count} de lignes n’ont pas pu être lues et ont été ignorées.',
    other: '{count} lignes n’ont pas pu être lues et ont été ignorées.',
  },
  // ─── Importing contacts: CSV files ───
  // How main reads a CSV file of contacts (Outlook, Google Contacts): what it says about the file.
  'import.csv.outlookEnglish': 'CSV d’Outlook, en-têtes en anglais',
  'import.csv.outlookGerman': 'CSV d’Outlook, en-têtes en allemand',
  'import.csv.google': 'CSV de Google Contacts',
  'import.csv.googleOlder': 'CSV de Google Contacts (ancien export)',
  'import.csv.readAs': '{layout}, {encoding}',
  'import.csv.readAsSemicolons': '{layout}, {encoding}, séparé par «\u00a0;\u00a0»',
  'import.csv.readAsTabs': '{layout}, {encoding}, séparé par des tabulations',
  'import.csv.linesUnreadable': {
    one: '{count} ligne n’a pas pu être lue (un guillemet mal placé) et a été ignorée.',
    many: '{count} de lignes n’ont pas pu être lues (guillemets mal placés) et ont été ignorées.',
    other: '{count} lignes n’ont pas pu être lues (guillemets mal placés) et ont été ignorées.',
  },
  'import.csv.quoteNeverCloses':
    'Un guillemet du fichier n’est jamais refermé\u00a0: tout ce qui le suit, jusqu’à la fin du fichier, a été ignoré.',
  'import.csv.extraCells': {
    one: '{count} ligne a plus de cellules que l’en-tête n’a de colonnes\u00a0: les cellules au-delà de la dernière colonne ont été laissées de côté.',
    many: '{count} de lignes ont plus de cellules que l’en-tête n’a de colonnes\u00a0: les cellules au-delà de la dernière colonne ont été laissées de côté.',
    other:
      '{count} lignes ont plus de cellules que l’en-tête n’a de colonnes\u00a0: les cellules au-delà de la dernière colonne ont été laissées de côté.',
  },
  'import.csv.noContacts':
    '{file} ne contient aucun contact\u00a0: aucune de ses lignes n’a de nom, de société, de note ni de numéro.',
  'import.csv.noContactsReadable': {
    one: '{file} ne contient aucun contact que Dialdesk sait lire\u00a0: {count} ligne n’a pas pu être lue (un guillemet mal placé).',
    many: '{file} ne contient aucun contact que Dialdesk sait lire\u00a0: {count} de lignes n’ont pas pu être lues (guillemets mal placés).',
    other:
      '{file} ne contient aucun contact que Dialdesk sait lire\u00a0: {count} lignes n’ont pas pu être lues (guillemets mal placés).',
  },
  'import.csv.rowTooLong':
    '{file} a une ligne de plus de {max} caractères, ce qu’aucun export de carnet d’adresses n’écrit. La cause habituelle est un guillemet jamais refermé\u00a0: ouvrez le fichier dans un éditeur de texte.',
  'import.csv.binary':
    '{file} contient des données binaires, pas du texte\u00a0: il est endommagé, ou ce n’est pas un export CSV de contacts.',
  // ─── Importing contacts: the preview and the import ───
  // What main says when it compares the files with the person's contacts and imports them.
  'import.tooManyContacts':
    'Ces fichiers contiennent plus de {max}\u00a0contacts au total\u00a0: Dialdesk en importe au plus {max} à la fois. Choisissez moins de fichiers.',
  'import.previewGone':
    'Cet aperçu n’est plus à jour et rien n’a été importé\u00a0: choisissez à nouveau les fichiers pour voir ce que leur import ferait.',
  'import.note.numbersDropped': {
    one: '{count}\u00a0contact comptait {held}\u00a0numéros\u00a0: les {max} premiers ont été conservés.',
    other:
      '{count}\u00a0contacts comptaient plus de {max}\u00a0numéros, {held} au total\u00a0: les {max} premiers de chacun ont été conservés.',
  },
  'import.note.namesCut': {
    one: '{count}\u00a0nom dépassait {max}\u00a0caractères\u00a0: il a été coupé à {max}.',
    other: '{count}\u00a0noms dépassaient {max}\u00a0caractères\u00a0: ils ont été coupés à {max}.',
  },
  'import.note.companiesCut': {
    one: '{count}\u00a0société dépassait {max}\u00a0caractères\u00a0: elle a été coupée à {max}.',
    other: '{count}\u00a0sociétés dépassaient {max}\u00a0caractères\u00a0: elles ont été coupées à {max}.',
  },
  'import.note.notesCut': {
    one: '{count}\u00a0note dépassait {max}\u00a0caractères\u00a0: elle a été coupée à {max}.',
    other: '{count}\u00a0notes dépassaient {max}\u00a0caractères\u00a0: elles ont été coupées à {max}.',
  },
  'import.note.numbersTooLong': {
    one: '{count}\u00a0numéro dépassait {max}\u00a0caractères et a été écarté\u00a0: aucun numéro de téléphone n’est aussi long.',
    other:
      '{count}\u00a0numéros dépassaient {max}\u00a0caractères et ont été écartés\u00a0: aucun numéro de téléphone n’est aussi long.',
  },
  'import.note.cleaned': {
    one: '{count}\u00a0contact contenait des caractères de contrôle ou de sens du texte\u00a0: ils ont été retirés.',
    other:
      '{count}\u00a0contacts contenaient des caractères de contrôle ou de sens du texte\u00a0: ils ont été retirés.',
  },
  'import.note.empty': {
    one: '{count}\u00a0contact n’avait ni nom, ni société, ni numéro et a été ignoré.',
    other: '{count}\u00a0contacts n’avaient ni nom, ni société, ni numéro et ont été ignorés.',
  },
  // ─── Exporting contacts ───
  // What main says when it writes the person's contacts to a vCard or CSV file.
  'dialog.exportContactsTitle': 'Exporter les contacts',
  'dialog.vcardFiles': 'vCard',
  'contactsExport.fileName': 'Contacts du {day}',
  'contactsExport.noContacts': 'Vous n’avez encore aucun contact à exporter.',
  'contactsExport.noneMatch':
    'Aucun contact ne correspond à «\u00a0{text}\u00a0», il n’y a donc rien à exporter. Effacez la recherche pour exporter tous vos contacts.',
  'contactsExport.numbersLeftOut': {
    one: '{count} numéro de {contacts} ne tenait pas dans les colonnes d’Outlook et a été omis\u00a0: exportez en vCard pour les garder tous.',
    many: '{count} de numéros de {contacts} ne tenaient pas dans les colonnes d’Outlook et ont été omis\u00a0: exportez en vCard pour les garder tous.',
    other:
      '{count} numéros de {contacts} ne tenaient pas dans les colonnes d’Outlook et ont été omis\u00a0: exportez en vCard pour les garder tous.',
  },
  'contactsExport.ofContacts': {
    one: '{count} contact',
    many: '{count} de contacts',
    other: '{count} contacts',
  },
  // ─── People: Import and Export ───
  // The People screen's Import and Export: the buttons, the preview screen, the conflicts, the results.
  'people.import.button': 'Importer…',
  'people.export.button': 'Exporter…',
  'people.import.reading': 'Lecture du carnet d’adresses…',
  'people.import.cancelling': 'Arrêt en cours…',
  'people.import.refused': 'Impossible d’importer le carnet d’adresses',
  'people.import.done': 'Importation terminée\u00a0: {result}.',
  'people.import.done.added': {
    one: '{count} contact ajouté',
    many: '{count} de contacts ajoutés',
    other: '{count} contacts ajoutés',
  },
  'people.import.done.updated': {
    one: '{count} mis à jour',
    many: '{count} mis à jour',
    other: '{count} mis à jour',
  },
  'people.import.done.kept': {
    one: '{count} conservé tel que vous l’aviez',
    many: '{count} conservés tels que vous les aviez',
    other: '{count} conservés tels que vous les aviez',
  },
  'people.import.done.unchanged': {
    one: '{count} déjà à jour',
    many: '{count} déjà à jour',
    other: '{count} déjà à jour',
  },
  'people.import.done.nothing': 'Importation terminée\u00a0: rien n’a changé.',
  'people.import.dismissDone': 'Masquer le résultat de l’importation',
  'people.import.title': 'Importer des contacts',
  'people.import.summaryTitle': 'Ce que l’importation ferait',
  'people.import.verdict.new': {
    one: '{count} nouveau contact, à ajouter',
    many: '{count} de nouveaux contacts, à ajouter',
    other: '{count} nouveaux contacts, à ajouter',
  },
  'people.import.verdict.updated': {
    one: '{count} de vos contacts, à mettre à jour d’après les fichiers',
    many: '{count} de vos contacts, à mettre à jour d’après les fichiers',
    other: '{count} de vos contacts, à mettre à jour d’après les fichiers',
  },
  'people.import.verdict.conflict': {
    one: '{count} contact que vous avez modifié et que les fichiers donnent autrement\u00a0: choisissez ci-dessous',
    many: '{count} de contacts que vous avez modifiés et que les fichiers donnent autrement\u00a0: choisissez ci-dessous',
    other:
      '{count} contacts que vous avez modifiés et que les fichiers donnent autrement\u00a0: choisissez ci-dessous',
  },
  'people.import.verdict.unchanged': {
    one: '{count} contact sans rien de nouveau dans les fichiers\u00a0: rien à faire',
    many: '{count} de contacts sans rien de nouveau dans les fichiers\u00a0: rien à faire',
    other: '{count} contacts sans rien de nouveau dans les fichiers\u00a0: rien à faire',
  },
  'people.import.andMore': {
    one: 'et {count} autre',
    many: 'et {count} d’autres',
    other: 'et {count} autres',
  },
  'people.import.nothingInFiles': 'Les fichiers ne contiennent aucun contact à importer.',
  'people.import.sourcesTitle': 'Fichiers lus',
  'people.import.source': {
    one: '{count} contact, lu comme {readAs}',
    many: '{count} de contacts, lus comme {readAs}',
    other: '{count} contacts, lus comme {readAs}',
  },
  'people.import.unreadableTitle': 'Numéros illisibles',
  'people.import.unreadableIntro': {
    one: '{count} numéro ne contient rien que Dialdesk puisse composer\u00a0:',
    many: '{count} de numéros ne contiennent rien que Dialdesk puisse composer\u00a0:',
    other: '{count} numéros ne contiennent rien que Dialdesk puisse composer\u00a0:',
  },
  'people.import.unreadableNumber': '{name}\u00a0: {number}',
  'people.import.notesTitle': 'Laissé de côté ou raccourci',
  'people.import.conflictsTitle': 'Conflits',
  'people.import.conflictsIntro':
    'Vous avez modifié ces contacts dans Dialdesk, et les fichiers les donnent autrement. Votre version reste telle quelle, sauf si vous choisissez celle du fichier.',
  'people.import.yours': 'Votre version',
  'people.import.theirs': 'Dans le fichier',
  'people.import.noCompany': 'Aucune société',
  'people.import.noNote': 'Aucune note',
  'people.import.differs': '(diffère de votre version)',
  'people.import.keepMine': 'Garder la mienne',
  'people.import.useFile': 'Prendre celle du fichier',
  'people.import.othersLegend': {
    one: 'L’autre conflit, non détaillé',
    many: 'Les {count} d’autres conflits, non détaillés',
    other: 'Les {count} autres conflits, non détaillés',
  },
  'people.import.import': 'Importer',
  'people.import.importing': 'Importation…',
  'people.import.failed': 'Impossible d’importer les contacts',
  'people.import.nothingToDo':
    'Rien ne changerait\u00a0: les fichiers ne contiennent rien que vos contacts n’aient déjà, ou que vous n’ayez modifié depuis.',
  'people.import.nothingChosen':
    'Rien ne changerait\u00a0: les fichiers n’apportent rien de nouveau pour le reste, et vous gardez votre version de chaque conflit.',
  'people.export.legend': 'Exporter au format',
  'people.export.vcard3': 'vCard 3.0\u00a0: le format le mieux lu par la plupart des applications',
  'people.export.vcard4': 'vCard 4.0\u00a0: la version plus récente',
  'people.export.outlookCsv': 'CSV pour Outlook',
  'people.export.all': {
    one: 'Écrit votre contact.',
    many: 'Écrit vos {count} de contacts.',
    other: 'Écrit vos {count} contacts.',
  },
  'people.export.found': {
    one: 'Écrit le contact trouvé pour «\u00a0{search}\u00a0».',
    many: 'Écrit les {count} de contacts trouvés pour «\u00a0{search}\u00a0».',
    other: 'Écrit les {count} contacts trouvés pour «\u00a0{search}\u00a0».',
  },
  'people.export.start': 'Exporter',
  'people.export.running': 'Exportation des contacts…',
  'people.export.failed': 'Impossible d’exporter les contacts',
  'people.export.done': {
    one: '{count} contact exporté dans {path}',
    many: '{count} de contacts exportés dans {path}',
    other: '{count} contacts exportés dans {path}',
  },
  'people.export.showInFolder': 'Afficher dans le dossier',
  'people.export.dismiss': 'Masquer le résultat de l’exportation',
  'people.import.dialog.title': 'Importer des contacts',
  'people.import.dialog.addressBooks': 'Carnets d’adresses (vCard, CSV)',
  'people.import.dialog.allFiles': 'Tous les fichiers',
  // ─── Directories: the index ───
  'directories.fault.damaged':
    'La copie des annuaires de l’entreprise sur cet ordinateur était endommagée ({reason}) : Dialdesk la recrée et relit les annuaires.',
  'directories.fault.newer':
    'La copie des annuaires de l’entreprise sur cet ordinateur a été écrite par un Dialdesk plus récent : celui-ci crée la sienne et relit les annuaires.',
  'directories.fault.busy':
    'Un autre Dialdesk de cet ordinateur utilise en ce moment la copie des annuaires de l’entreprise : l’annuaire sera relu plus tard.',
  'directories.fault.readOnly':
    'Dialdesk ne peut pas écrire dans le dossier de la copie des annuaires de l’entreprise ({folder}) : leurs noms ne sont pas mis à jour tant qu’il ne le peut pas.',
  'directories.fault.full':
    'Le disque est plein : les noms des annuaires de l’entreprise ne sont pas mis à jour tant qu’il n’y a pas d’espace libre.',
  'directories.fault.other':
    'La copie des annuaires de l’entreprise sur cet ordinateur n’a pas pu être utilisée ({reason}).',
  // ─── Directories: LDAP and Active Directory ───
  'directories.ldap.badAddress':
    '«\u00a0{url}\u00a0» n’est pas une adresse d’annuaire\u00a0: elle commence par ldap:// ou ldaps://.',
  'directories.ldap.securityMismatch':
    'LDAPS demande une adresse qui commence par ldaps://\u202f; StartTLS et les connexions non chiffrées, une adresse qui commence par ldap://.',
  'directories.ldap.badFilter':
    '«\u00a0{filter}\u00a0» n’est pas un filtre LDAP que Dialdesk sait lire. Vérifiez les parenthèses, et écrivez une parenthèse ou un * dans une valeur sous la forme \\28, \\29 ou \\2a.',
  'directories.ldap.unreachable':
    'Impossible de joindre le serveur d’annuaire {server}. Vérifiez l’adresse et que le serveur fonctionne.',
  'directories.ldap.timedOut': 'Le serveur d’annuaire {server} n’a pas répondu en {seconds}\u00a0secondes.',
  'directories.ldap.certificateExpired':
    'Le certificat du serveur d’annuaire {server} a expiré\u00a0: Dialdesk ne s’est donc pas connecté.',
  'directories.ldap.certificateUntrusted':
    'Le certificat du serveur d’annuaire {server} n’est pas signé par une autorité à laquelle cet ordinateur fait confiance (il est auto-signé, ou signé par une autorité de certification d’entreprise qui n’a pas été ajoutée)\u00a0: Dialdesk ne s’est donc pas connecté.',
  'directories.ldap.certificateWrongHost':
    'Le certificat du serveur d’annuaire {server} a été établi pour un autre serveur\u00a0: Dialdesk ne s’est donc pas connecté.',
  'directories.ldap.tlsFailed':
    'Impossible d’établir une connexion chiffrée avec le serveur d’annuaire {server} ({reason}).',
  'directories.ldap.noStartTls':
    'Le serveur d’annuaire {server} ne propose pas StartTLS\u00a0: Dialdesk ne s’est donc pas connecté, car il ne se rabat jamais sur une connexion non chiffrée.',
  'directories.ldap.signInRefused':
    'Le serveur d’annuaire {server} a refusé le DN de liaison ou le mot de passe. Vérifiez les deux.',
  'directories.ldap.badBindDn':
    '«\u00a0{dn}\u00a0» n’est pas écrit comme un DN de liaison (par exemple cn=reader,dc=example,dc=com).',
  'directories.ldap.noSuchBase':
    'Le DN de base «\u00a0{baseDn}\u00a0» n’existe pas sur le serveur d’annuaire {server}.',
  'directories.ldap.sizeLimit':
    'Le serveur d’annuaire {server} a arrêté la lecture à sa limite de taille. Demandez à son administrateur d’autoriser la lecture paginée de tout l’annuaire, ou restreignez le filtre.',
  'directories.ldap.filterRefused':
    'Le serveur d’annuaire {server} a refusé le filtre «\u00a0{filter}\u00a0».',
  'directories.ldap.failed': 'Impossible de lire l’annuaire sur {server}\u00a0: {reason}',
  // ─── Directories: CardDAV ───
  'directories.carddav.urlInvalid':
    '«\u00a0{url}\u00a0» n’est pas une adresse web. Saisissez l’adresse de votre serveur CardDAV, par exemple https://contacts.example.com.',
  'directories.carddav.urlCredentials':
    'Ne mettez ni le nom d’utilisateur ni le mot de passe dans l’adresse\u00a0: saisissez-les dans leurs propres champs.',
  'directories.carddav.plainHttp':
    'Dialdesk n’envoie votre mot de passe que par https://, ou par http:// à un serveur de cet ordinateur. Utilisez l’adresse https:// de {host}.',
  'directories.carddav.otherHost':
    '{from} a renvoyé Dialdesk vers {to}, un autre serveur que celui que vous avez saisi. Dialdesk ne lui a pas envoyé votre mot de passe.',
  'directories.carddav.wrongPassword':
    '{host} a refusé le nom d’utilisateur ou le mot de passe. Vérifiez-les\u00a0; beaucoup de serveurs demandent ici un mot de passe d’application.',
  'directories.carddav.notCardDav':
    '{host} a répondu, mais pas comme un serveur CardDAV. Vérifiez l’adresse.',
  'directories.carddav.noAddressBook': '{host} n’a aucun carnet d’adresses pour {user}.',
  'directories.carddav.timeout':
    '{host} n’a pas répondu en {seconds}\u00a0s. Dialdesk réessaiera à la prochaine actualisation.',
  'directories.carddav.status':
    '{host} a eu un problème pour répondre (HTTP {status}). Dialdesk réessaiera à la prochaine actualisation.',
  'directories.carddav.network': 'Impossible de lire l’annuaire CardDAV\u00a0: {reason}',
  'directories.carddav.tooManyRedirects':
    '{host} a renvoyé Dialdesk vers d’autres adresses trop de fois. Vérifiez l’adresse.',
  'directories.carddav.replyTooBig':
    'Une réponse de {host} dépassait {megabytes}\u00a0Mo, Dialdesk a donc cessé de la lire.',
  'directories.carddav.cardsTooBig': {
    one: '{count} fiche dépassait {megabytes}\u00a0Mo et a été laissée de côté.',
    many: '{count} de fiches dépassaient {megabytes}\u00a0Mo et ont été laissées de côté.',
    other: '{count} fiches dépassaient {megabytes}\u00a0Mo et ont été laissées de côté.',
  },
  'directories.carddav.unreadableCards': {
    one: '{count} fiche n’a pas pu être lue et a été laissée de côté.',
    many: '{count} de fiches n’ont pas pu être lues et ont été laissées de côté.',
    other: '{count} fiches n’ont pas pu être lues et ont été laissées de côté.',
  },
  'directories.carddav.hostInUse': 'Carnets d’adresses lus sur {host}.',
  // ─── Directories: Settings ───
  'directories.listSetAside':
    'Les réglages de vos annuaires ({file}) n’ont pas pu être lus. Le fichier a été déplacé vers {path} et la liste repart vide : ajoutez de nouveau vos annuaires.',
  'directories.note.plain':
    'Cet annuaire est lu sans chiffrement (ldap:// simple) : ses noms, ses numéros et le mot de passe circulent lisibles sur le réseau. Utilisez LDAPS ou StartTLS en dehors d’un test.',
  'directories.note.globalCatalog':
    'Le port {port} est un catalogue global : ses entrées n’ont ni mobile, ni fonction, ni service, ni société. Utilisez le port du contrôleur de domaine (389 ou 636) pour des entrées complètes.',
  'directories.passwordMissing':
    'Aucun mot de passe n’est enregistré pour l’annuaire « {name} » à son adresse : saisissez-le dans Paramètres → Annuaires.',
  'directories.caFileUnreadable':
    'Le fichier de l’autorité de certification de l’entreprise {path} n’a pas pu être lu comme un certificat (PEM).',
  'directories.badAddress': '« {url} » n’est pas une adresse où lire un annuaire.',
  'directories.unknownAccount': 'Un annuaire ne peut servir que des comptes enregistrés dans Dialdesk.',
  'directories.notFound': 'Cet annuaire n’est plus configuré.',
  // ─── Directories: Settings view ───
  'directories.title': 'Annuaires de l’entreprise',
  'directories.intro':
    'Les noms des collègues et des clients tirés de l’annuaire de l’entreprise (LDAP, Active Directory ou CardDAV), pour les comptes que chacun sert. Dialdesk ne fait que lire un annuaire, il n’y écrit jamais.',
  'directories.none': 'Aucun annuaire de l’entreprise n’est configuré.',
  'directories.listFailed': 'Impossible de lire les annuaires',
  'directories.kind.ldap': 'Annuaire LDAP / Active Directory',
  'directories.kind.carddav': 'Carnet d’adresses CardDAV',
  'directories.serves': 'Pour {accounts}',
  'directories.removedAccount': 'un compte supprimé',
  'directories.status.reading': 'Lecture…',
  'directories.status.people': {
    one: '{count} personne',
    other: '{count} personnes',
  },
  'directories.status.numbers': {
    one: '{count} numéro',
    other: '{count} numéros',
  },
  'directories.status.counts': '{people}, {numbers}',
  'directories.status.readAt': '{people}, {numbers}, lus à {time}',
  'directories.status.readOn': '{people}, {numbers}, lus\u00a0: {when}',
  'directories.status.kept': 'Les noms de la dernière lecture réussie sont conservés ({counts}).',
  'directories.status.notRead': 'Pas encore lu.',
  'directories.readNow': 'Lire maintenant',
  'directories.readNow.label': 'Lire maintenant\u00a0: {name}',
  'directories.readFailed': 'Impossible de le lire',
  'directories.edit': 'Modifier',
  'directories.edit.label': 'Modifier {name}',
  'directories.remove': 'Supprimer',
  'directories.remove.label': 'Supprimer {name}',
  'directories.remove.title': 'Supprimer l’annuaire «\u00a0{name}\u00a0»\u00a0?',
  'directories.remove.what':
    'Sa copie sur cet ordinateur et son mot de passe dans le trousseau du système sont supprimés, et ses noms ne s’affichent plus. L’annuaire sur son serveur n’est pas modifié.',
  'directories.remove.whatNoPassword':
    'Sa copie sur cet ordinateur est supprimée, et ses noms ne s’affichent plus. L’annuaire sur son serveur n’est pas modifié.',
  'directories.removing': 'Suppression…',
  'directories.removeFailed': 'Impossible de le supprimer',
  'directories.add': 'Ajouter un annuaire',
  'directories.form.newTitle': 'Nouvel annuaire',
  'directories.form.editTitle': 'Modifier «\u00a0{name}\u00a0»',
  'directories.form.kind': 'Type d’annuaire',
  'directories.form.name': 'Nom',
  'directories.form.nameHint': 'Comme vous l’appelez, par exemple «\u00a0AD Acme\u00a0».',
  'directories.form.accounts': 'Comptes pour lesquels il nomme les appelants',
  'directories.form.accountsHint':
    'Ses numéros, les postes surtout, appartiennent aux systèmes téléphoniques de ces comptes et ne nomment que leurs appels.',
  'directories.form.address': 'Adresse du serveur',
  'directories.form.ldapAddressHint':
    'ldaps://serveur, ou ldap://serveur avec StartTLS\u00a0; un port après deux-points s’il n’est pas l’habituel.',
  'directories.form.carddavAddressHint':
    'Le serveur, ou l’adresse d’un carnet d’adresses. Tester trouve ses carnets.',
  'directories.form.security': 'Sécurité',
  'directories.security.ldaps': 'LDAPS (chiffré dès le début, en général le port 636)',
  'directories.security.starttls': 'StartTLS (chiffré avant la connexion, jamais sans)',
  'directories.security.plain': 'Aucune (ldap:// en clair)',
  'directories.security.plainWarning':
    'Pour les tests uniquement\u00a0: les noms, les numéros et le mot de passe traversent le réseau en clair.',
  'directories.form.baseDn': 'DN de base',
  'directories.form.baseDnHint': 'Où les personnes sont cherchées, par exemple dc=example,dc=com.',
  'directories.form.bindDn': 'DN de liaison (bind)',
  'directories.form.bindDnHint':
    'Le compte avec lequel Dialdesk se connecte, par exemple cn=reader,dc=example,dc=com. Vide\u00a0: de façon anonyme.',
  'directories.form.password': 'Mot de passe',
  'directories.form.appPassword': 'Mot de passe d’application',
  'directories.form.passwordStored': 'enregistré',
  'directories.form.passwordNotStored': 'non enregistré',
  'directories.form.passwordHint': 'Conservé dans le trousseau du système, pour ce serveur uniquement.',
  'directories.form.passwordKept':
    'Conservé dans le trousseau du système, pour ce serveur uniquement. Laissez vide pour garder celui enregistré.',
  'directories.form.filter': 'Filtre',
  'directories.form.filterHint':
    'Facultatif, par exemple (department=Sales)\u00a0: seules les personnes qui y répondent sont lues.',
  'directories.form.preset': 'Serveur',
  'directories.preset.auto': 'Automatique (ce que le serveur dit être)',
  'directories.preset.activeDirectory': 'Active Directory',
  'directories.preset.openldap': 'OpenLDAP / FreeIPA',
  'directories.form.caFile': 'Fichier de l’AC de l’entreprise',
  'directories.form.caFileHint':
    'Facultatif\u00a0: le chemin du certificat (PEM) avec lequel votre entreprise signe ses serveurs, approuvé en plus de ceux du système.',
  'directories.form.advanced': 'Avancé\u00a0: attributs',
  'directories.mapping.intro':
    'Quels attributs contiennent quoi, plusieurs séparés par des virgules, essayés dans l’ordre. Laissez-les tous vides pour ceux habituels du serveur.',
  'directories.mapping.name': 'Nom',
  'directories.mapping.company': 'Société',
  'directories.mapping.department': 'Service',
  'directories.mapping.title': 'Fonction',
  'directories.mapping.numbers': 'Numéros',
  'directories.mapping.work': 'Travail',
  'directories.mapping.mobile': 'Mobile',
  'directories.mapping.home': 'Domicile',
  'directories.mapping.extension': 'Poste',
  'directories.mapping.other': 'Autre',
  'directories.form.username': 'Nom d’utilisateur',
  'directories.form.books': 'Carnets d’adresses',
  'directories.form.booksHint': 'Aucun choisi\u00a0: tous, et ceux ajoutés plus tard.',
  'directories.form.booksTest': 'Tous sont lus. Tester les trouve, pour choisir.',
  'directories.form.save': 'Enregistrer l’annuaire',
  'directories.form.test': 'Tester',
  'directories.form.testing': 'Test en cours…',
  'directories.form.testFailed': 'Le test a échoué',
  'directories.found.activeDirectory': 'Active Directory trouvé.',
  'directories.found.openldap': 'OpenLDAP / FreeIPA trouvé.',
  // ─── Open in CRM (the windows) ───
  'crmUi.action': 'Ouvrir dans le CRM',
  'crmUi.row.label': 'Ouvrir la fiche de {name} dans votre CRM',
  'crmUi.row.title': 'Ouvrir dans le CRM',
  'crmUi.opening': 'Ouverture dans votre CRM…',
  'crmUi.panel.title': 'Vérifiez l’adresse avant qu’elle ne s’ouvre',
  'crmUi.panel.browser':
    'Dialdesk ouvre cette adresse dans votre navigateur. Vérifiez qu’il s’agit bien de celle de votre CRM.',
  'crmUi.panel.app':
    'Dialdesk ouvre cette adresse dans l’application enregistrée pour les adresses {scheme} sur cet ordinateur. Vérifiez qu’il s’agit bien de celle de votre CRM.',
  'crmUi.panel.open': 'Ouvrir',
  'crmUi.panel.dontOpen': 'Ne pas ouvrir',
  'crmUi.opened.browser': 'Ouvert dans votre navigateur.',
  'crmUi.opened.app': 'Ouvert dans l’application des adresses {scheme}.',
  'crmUi.failed': 'Impossible d’ouvrir la fiche dans votre CRM',
  'crmUi.dismiss': 'Masquer',
  'crmUi.settings.title': 'Ouvrir dans le CRM',
  'crmUi.settings.intro':
    'L’adresse de la fiche d’un client dans le CRM de votre entreprise\u00a0: l’historique, la messagerie vocale, la recherche et la confirmation d’appel proposent alors Ouvrir dans le CRM. Chaque compte a la sienne\u202f; celle-ci est celle de {account}.',
  'crmUi.settings.readFailed': 'Impossible de lire l’adresse du CRM',
  'crmUi.settings.save': 'Enregistrer l’adresse du CRM',
  'crmUi.settings.saveFailed': 'Impossible d’enregistrer l’adresse du CRM',
  'crmUi.template.label': 'Adresse d’une fiche',
  'crmUi.template.hint':
    'Dialdesk remplit {number} (au format international quand il le peut), {digits}, {name}, {callId} et {direction}, chacun encodé pour l’URL. Laissez le champ vide pour désactiver Ouvrir dans le CRM.',
  'crmUi.template.example': 'Par exemple\u00a0: {example}',
  'crmUi.openOnCall.label': 'Ouvrir la fiche automatiquement quand un appel est passé depuis Dialdesk',
  'crmUi.openOnCall.hint':
    'Seulement après que vous avez ouvert vous-même l’une de ces adresses\u00a0: la première est toujours affichée avant de s’ouvrir.',
  'crmUi.scheme.reveal': 'Autoriser le schéma propre d’une application…',
  'crmUi.scheme.warning':
    'Les adresses avec ce schéma ouvrent l’application enregistrée pour lui sur cet ordinateur, avec le numéro et tout ce que l’adresse transmet d’autre. N’autorisez que le schéma propre à l’application de votre CRM, par exemple {example}.',
  'crmUi.scheme.label': 'Schéma de l’application de votre CRM',
  'crmUi.scheme.hint':
    'Son nom seul, par exemple {example}. Laissez le champ vide pour n’ouvrir que des adresses https://.',
  // ─── Calling hours (Settings) ───
  'hours.settings.title': 'Heures d’appel',
  'hours.settings.intro':
    'Un appel hors de ces heures là où sonne le numéro vous demande d’abord confirmation, quelle que soit la façon dont il est passé. Chaque compte a les siennes\u202f; celles-ci sont celles de {account}.',
  'hours.settings.readFailed': 'Impossible de lire les heures d’appel',
  'hours.settings.save': 'Enregistrer les heures d’appel',
  'hours.settings.saveFailed': 'Impossible d’enregistrer les heures d’appel',
  'hours.enabled.label': 'Demander avant d’appeler hors des heures d’appel',
  'hours.enabled.hint':
    'Désactivé, les appels sont passés à toute heure sans demander. Les heures ci-dessous sont conservées.',
  'hours.times.legend': 'Heures là où sonne le numéro',
  'hours.start.label': 'De',
  'hours.end.label': 'Jusqu’à',
  'hours.times.hint':
    'À l’heure locale de la personne appelée. Un appel à l’heure de fin ou plus tard demande d’abord confirmation.',
  'hours.timeMissing': 'Saisissez une heure.',
  'hours.federal':
    'Par défaut, la règle américaine pour les appels aux particuliers\u00a0: aucun appel avant 8\u00a0h ni après 21\u00a0h là où se trouve la personne appelée ({source}).',
  'hours.florida.label': 'Floride\u00a0: les appels s’arrêtent à {time}',
  'hours.florida.hint':
    'La loi de Floride n’y autorise les appels que jusqu’à 20\u00a0h ({source}). Un numéro est en Floride d’après son indicatif régional, ou d’après l’État qu’une recherche a trouvé.',
  'hours.courtesy':
    'Une vérification de courtoisie, pas un avis juridique\u00a0: c’est à vous de savoir quelles règles s’appliquent à vos appels. L’heure locale est estimée d’après l’indicatif régional du numéro, et le titulaire d’un mobile peut se trouver ailleurs.',
  // ─── Notes and outcomes (the windows) ───
  'noteUi.title': 'Note',
  'noteUi.add': 'Ajouter une note',
  'noteUi.edit': 'Modifier la note',
  'noteUi.written': 'Dernière modification\u00a0: {time}',
  'noteUi.saved': 'Note enregistrée.',
  'noteUi.removed': 'Note supprimée.',
  'noteUi.saveFailed': 'Impossible d’enregistrer la note',
  'noteUi.row.spoken': 'Note\u00a0:',
  'noteUi.editor.callLabel': 'Note sur cet appel',
  'noteUi.editor.voicemailLabel': 'Note sur ce message vocal',
  'noteUi.editor.outcome': 'Résultat',
  'noteUi.editor.noOutcome': 'Aucun résultat',
  'noteUi.editor.outcomesFailed':
    'La liste des résultats n’a pas pu être lue\u00a0: vous pouvez enregistrer la note sans résultat.',
  'noteUi.editor.text': 'Note',
  'noteUi.editor.hint': 'Conservée sur cet ordinateur, jamais envoyée au standard téléphonique.',
  'noteUi.editor.count': '{length} caractères sur {limit}',
  'noteUi.editor.save': 'Enregistrer la note',
  'noteUi.outcome.retired': '{label} (retiré)',
  'noteUi.placed.label': 'Note sur l’appel vers le {number}',
  'noteUi.placed.kept': 'Note conservée.',
  'noteUi.placed.waits': 'La note attend la fiche de l’appel et la rejoindra dans l’historique.',
  'noteUi.placed.failed': 'Impossible de conserver la note',
  'noteUi.number.title': 'Notes sur ce numéro',
  'noteUi.number.intro':
    'Écrites après des appels passés depuis Dialdesk dont la fiche n’est jamais arrivée.',
  'noteUi.number.placed': 'Appel passé\u00a0: {time}',
  'noteUi.outcomes.title': 'Résultats d’appel',
  'noteUi.outcomes.intro':
    'Ce qui peut qualifier un appel ou un message vocal, en plus de sa note. Chaque compte a sa propre liste\u202f; celle-ci est celle de {account}.',
  'noteUi.outcomes.label': 'Résultat {position}',
  'noteUi.outcomes.remove': 'Supprimer {label}',
  'noteUi.outcomes.removeTitle': 'Supprimer (les appels qui l’ont le gardent)',
  'noteUi.outcomes.retireHint':
    'Un résultat supprimé est retiré\u00a0: les appels et les messages vocaux qui l’ont le gardent, mais il n’est plus proposé.',
  'noteUi.outcomes.add': 'Ajouter un résultat',
  'noteUi.outcomes.full': 'Une liste compte au plus {limit}\u00a0résultats.',
  'noteUi.outcomes.none': 'Aucun résultat\u00a0: les notes sont enregistrées sans résultat.',
  'noteUi.outcomes.save': 'Enregistrer les résultats',
  'noteUi.outcomes.readFailed': 'Impossible de lire les résultats',
  'noteUi.outcomes.saveFailed': 'Impossible d’enregistrer les résultats',
  'noteUi.localCopyHint':
    'Vos notes sur les appels sont conservées dans tous les cas. Sans la copie, une recherche ne trouve des notes que sur les appels que l’historique a affichés, pas sur les appels plus anciens.',
  'noteUi.accountRemove.withNotes': {
    one: 'Ses clés sont supprimées du trousseau du système\u202f; sa copie de l’historique des appels, ses données de messagerie vocale, ses appels récents et ses recherches sont supprimés de cet ordinateur, ainsi que sa note sur un appel ou un message vocal, qui ne pourra pas être récupérée. Les appels et les messages présents sur le standard téléphonique ne sont pas touchés.',
    many: 'Ses clés sont supprimées du trousseau du système\u202f; sa copie de l’historique des appels, ses données de messagerie vocale, ses appels récents et ses recherches sont supprimés de cet ordinateur, ainsi que ses {count}\u00a0de notes sur des appels et des messages vocaux, qui ne pourront pas être récupérées. Les appels et les messages présents sur le standard téléphonique ne sont pas touchés.',
    other:
      'Ses clés sont supprimées du trousseau du système\u202f; sa copie de l’historique des appels, ses données de messagerie vocale, ses appels récents et ses recherches sont supprimés de cet ordinateur, ainsi que ses {count}\u00a0notes sur des appels et des messages vocaux, qui ne pourront pas être récupérées. Les appels et les messages présents sur le standard téléphonique ne sont pas touchés.',
  },
  'noteUi.accountRemove.uncounted':
    'Ses clés sont supprimées du trousseau du système\u202f; sa copie de l’historique des appels, ses données de messagerie vocale, ses appels récents et ses recherches sont supprimés de cet ordinateur, ainsi que toutes les notes sur ses appels et ses messages vocaux, qui ne pourront pas être récupérées. Les appels et les messages présents sur le standard téléphonique ne sont pas touchés.',
  // ─── To call back (the windows) ───
  'nav.callBacks': 'À rappeler',
  'nav.callBacksCount': { one: 'À rappeler, {count}', other: 'À rappeler, {count}' },
  'nav.callBacksWaiting': { one: 'en attente', other: 'en attente' },
  'callBacks.title': 'À rappeler',
  'callBacks.count': { one: '{count} numéro', many: '{count} de numéros', other: '{count} numéros' },
  'callBacks.loading': 'Chargement des numéros à rappeler…',
  'callBacks.failed': 'Impossible de charger les numéros à rappeler',
  'callBacks.listLabel': 'Numéros à rappeler',
  'callBacks.missed': {
    one: '{count} appel manqué',
    many: '{count} d’appels manqués',
    other: '{count} appels manqués',
  },
  'callBacks.voicemailLeft': 'Message vocal laissé',
  'callBacks.triedToday': 'Tenté à {time}',
  'callBacks.triedBefore': 'Tenté\u00a0: {when}',
  'callBacks.done': 'Fait',
  'callBacks.laterToday': 'Plus tard aujourd’hui',
  'callBacks.tomorrow': 'Demain',
  'callBacks.openCall': 'Voir dans l’historique',
  'callBacks.openVoicemail': 'Ouvrir le message vocal',
  'callBacks.markFailed': 'Impossible de mettre à jour la liste',
  'callBacks.snoozed': { one: '{count} reporté à plus tard', other: '{count} reportés à plus tard' },
  'callBacks.empty.title': 'Personne à rappeler.',
  'callBacks.empty.body':
    'Les appels manqués et les messages vocaux de la dernière semaine attendent ici jusqu’à ce que vous rappeliez ou les marquiez comme faits.',
  'callBacks.off.title': 'Pas de liste sans historique local',
  'callBacks.off.body':
    'Cette liste est établie à partir de la copie de l’historique des appels conservée sur cet ordinateur, et cette copie est désactivée.',
  'callBacks.off.settings': 'L’activer dans les Paramètres',
  'directories.found.carddav': {
    one: '{count} carnet d’adresses trouvé sur {host}.',
    other: '{count} carnets d’adresses trouvés sur {host}.',
  },
  // Organization policies (issue 51).
  'policies.rule.clockTime':
    'doit être une heure de la journée comme «\u00a008:00\u00a0» ou «\u00a021:00\u00a0»',
  'policies.rule.accountKey':
    'doit comporter de 1 à 64 lettres, chiffres, points, tirets ou traits de soulignement',
  'policies.rule.domainOrAddress': 'doit indiquer un domaine ou une adresse',
  'policies.rule.sameAccountTwice':
    'ne doit pas citer deux fois le même identifiant de compte (donnez à chacun son propre «\u00a0id\u00a0» pour les distinguer)',
  'policies.rule.updateAddress':
    'doit être l’adresse https d’un dossier, sans nom d’utilisateur, mot de passe, requête ni fragment',
  'policies.refused.notJson': 'Sa valeur n’est pas du texte JSON.',
  'policies.refused.type.string': 'Sa valeur doit être du texte.',
  'policies.refused.type.number': 'Sa valeur doit être un nombre.',
  'policies.refused.type.boolean': 'Sa valeur doit être true ou false (1 ou 0 dans le registre).',
  'policies.refused.secret':
    'Une stratégie ne contient jamais de clé ni de mot de passe\u00a0: chacun saisit les siens dans Dialdesk, et ils sont conservés dans son trousseau du système.',
  'policies.refused.unknown': 'Dialdesk n’a aucune stratégie de ce nom.',
  'policies.refused.rule': '{field} {rule}.',
  'policies.file.notOwned':
    '{path} n’appartient pas à root, donc d’autres que l’administrateur pourraient le modifier\u00a0: ses stratégies n’ont pas été appliquées.',
  'policies.file.writable':
    '{path} est modifiable par d’autres que root\u00a0: ses stratégies n’ont pas été appliquées. Retirez le droit d’écriture au groupe et aux autres (chmod go-w).',
  'policies.file.unreadable':
    'Impossible de lire {path} ({cause})\u00a0: ses stratégies n’ont pas été appliquées.',
  'policies.file.notFile': '{path} n’est pas un fichier\u00a0: ses stratégies n’ont pas été appliquées.',
  'policies.file.tooLarge':
    '{path} dépasse {max}\u00a0: il n’a pas été lu, et ses stratégies n’ont pas été appliquées.',
  'policies.file.notJson': '{path} n’est pas du JSON valide\u00a0: ses stratégies n’ont pas été appliquées.',
  'policies.file.notObject': '{path} doit contenir un seul objet JSON de stratégies, chacune sous son nom.',
  'policies.lockedField': 'est défini par votre organisation',
  'account.notUsable':
    'Ce compte ne peut pas être utilisé\u00a0: votre organisation ne le fournit plus, ou n’autorise pas vos propres comptes.',
  'account.ownNotAllowed':
    'Votre organisation fournit les comptes de cet ordinateur\u00a0: vous ne pouvez pas ajouter de compte personnel.',
  'account.organisationKeeps':
    'Votre organisation fournit ce compte\u00a0: il ne peut pas être supprimé ici.',
  'directories.setByOrganization':
    'Votre organisation définit cet annuaire\u00a0: seul son mot de passe peut être saisi ici. Rien d’autre n’a été modifié.',
  'directories.organisationKeeps':
    'Votre organisation fournit cet annuaire\u00a0: il ne peut pas être supprimé ici.',
  'account.nothingToMerge':
    'Votre organisation ne fournit aucun compte sur le même standard téléphonique que celui-ci.',
  'account.mergeBothNoted':
    'Le compte de votre organisation a déjà ses propres notes sur cet ordinateur\u00a0: les deux ne peuvent pas être fusionnés. Supprimez d’abord l’un d’eux.',
  'crm.setByOrganization':
    'Votre organisation définit l’adresse de CRM sur cet ordinateur\u00a0: elle n’a pas été modifiée.',
  'hours.setByOrganization':
    'Votre organisation définit les heures d’appel sur cet ordinateur\u00a0: elles n’ont pas été modifiées.',
  'policies.readerMissing':
    'Impossible de lire les stratégies de votre organisation sur cet ordinateur\u00a0: le lecteur de stratégies de Dialdesk est manquant. Réinstaller Dialdesk le rétablit.',
  'policies.setByOrganization': 'Défini par votre organisation',
  'policies.account.provided': 'Fourni par votre organisation',
  'policies.account.withdrawn':
    'Votre organisation ne fournit plus ce compte, qui ne peut donc plus être utilisé. Ses clés et son historique sont conservés jusqu’à ce que vous le supprimiez.',
  'policies.account.turnedOff':
    'Votre organisation a désactivé les comptes personnels. Celui-ci est conservé, avec son historique, mais ne peut pas être utilisé.',
  'policies.account.keysYours':
    'Votre organisation a configuré ce compte\u00a0: vous ne saisissez que vos clés.',
  'policies.account.extensionAndKeysYours':
    'Votre organisation a configuré ce compte\u00a0: vous ne saisissez que votre poste et vos clés.',
  'policies.title': 'Stratégies',
  'policies.readFrom': 'Définies par votre organisation, lues dans {where}.',
  'policies.lastGoodKept':
    'Les stratégies lues auparavant restent en vigueur jusqu’à ce que le problème soit corrigé.',
  'policies.inForce': 'En vigueur',
  'policies.notApplied': 'Non appliquées',
  'policies.none': 'Aucune stratégie n’est définie sur cet ordinateur.',
  'accounts.merge.offer':
    'Votre organisation fournit désormais ce standard téléphonique sous le nom «\u00a0{name}\u00a0».',
  'accounts.merge.button': 'Fusionner avec {name}',
  'accounts.merge.title': 'Fusionner {name} avec {into}\u202f?',
  'accounts.merge.what':
    'Ses clés, votre poste, ainsi que son historique des appels et ses notes sur cet ordinateur passent à {into}. {name} disparaît ensuite de cette liste.',
  'accounts.merge.confirm': 'Fusionner',
  'accounts.merging': 'Fusion…',
  'accounts.mergeFailed': 'Impossible de les fusionner',
  'directories.servesEvery': 'Pour tous les comptes',
  'directories.form.everyAccount': 'Il nomme les appelants pour tous les comptes.',
  'directories.organisation.passwordYours':
    'Votre organisation a configuré cet annuaire\u00a0: vous ne saisissez que votre mot de passe.',
  'directories.form.booksAll': 'Tous sont lus.',
  'directories.form.savePassword': 'Enregistrer le mot de passe',
  'hours.settings.introLocked':
    'Un appel hors de ces heures là où sonne le numéro vous demande d’abord confirmation, quelle que soit la façon dont il est passé. Votre organisation les définit pour tous les comptes.',
} as const satisfies Translation;
