// Spanish catalog. Glossary (use these terms everywhere, consistently):
//   voicemail (service, screen) = buzón de voz; voicemail message = mensaje de voz; extension = extensión
//   ("ext. 201" where English abbreviates); call back = devolver la llamada (button "Devolver llamada");
//   Do Not Call (DNC) = lista de exclusión ("No llamar"); recording = grabación; lookup / look up =
//   consulta / consultar; lookup service = servicio de consulta; lookup key = clave de consulta; line
//   type = tipo de línea; carrier = operador; missed call = llamada perdida; incoming = entrante; outgoing
//   = saliente; internal = interna; call direction = sentido ("dirección" is kept for addresses); call
//   history = historial de llamadas; dial pad = teclado (keypad = teclado numérico); hotkey / shortcut =
//   atajo de teclado / atajo; phone system = central telefónica; phone-system key = clave de la central
//   telefónica; account = cuenta; account id = ID de cuenta; API key = clave de API; main SIP account key
//   = clave de la cuenta SIP principal; keychain = llavero del sistema; tray = área de notificación;
//   notification = notificación; unheard = sin escuchar; heard = escuchado; transcription =
//   transcripción; Settings = Configuración (a setting = ajuste); demo = demostración ("Demo" in tight
//   labels); caller = llamante; local copy = copia local; computer = equipo; host = servidor; update feed
//   = fuente de actualizaciones; Enter key = Intro; desk phone = teléfono de escritorio; People (the
//   screen) = Contactos; contact = contacto; favourite = favorito; label (of a number) = etiqueta;
//   company = empresa; note = nota; company directory (LDAP, CardDAV) = directorio de la empresa.
// Register: informal "tú" throughout, as modern business software does; buttons in the infinitive
//   ("Guardar", "Cancelar", "Devolver llamada"); sentence case; ¿ ¡ where needed; “ ” quotes.
import type { Translation } from '../catalog-types';

export const es = {
  // ─── The language setting ───
  'language.label': 'Idioma',
  'language.system': 'Idioma del equipo ({language})',
  'confirm.windowTitle': '¿Llamar con Dialdesk?',
  'quickDial.windowTitle': 'Marcación rápida',
  'quickDial.field': 'Nombre, empresa o número',
  'quickDial.account': 'Llamadas desde {account}',
  'quickDial.results': { one: '{count} resultado', other: '{count} resultados' },
  'quickDial.noResults': 'No se encontró a nadie.',
  'quickDial.typedNumber': 'El número escrito',
  'quickDial.dials': 'Marca {number}',
  'quickDial.favourite': 'Favorito',
  'quickDial.directory': 'Directorio',
  'quickDial.dncFlagged': 'No llamar (DNC)',
  'quickDial.dncClear': 'No está en la lista No llamar',
  'quickDial.dncUnchecked': 'Sin comprobar',
  'quickDial.keys': 'Intro llama · Mayús+Intro consulta · Esc cierra',
  'quickDial.copied': '{number} copiado.',
  // ─── The frame ───
  'app.name': 'Dialdesk',
  'app.dismissSwitchProblem': 'Descartar el problema al cambiar de cuenta',
  'app.switchFailed': 'Dialdesk no pudo cambiar a {account}.',
  'app.switchFailedDemo': 'Dialdesk no pudo cambiar a la demostración.',
  'app.dismissWarning': 'Descartar esta advertencia',
  'app.dismissHistoryNotice': 'Descartar el aviso del historial de llamadas',
  'app.dismissAccountsNotice': 'Descartar el aviso de las cuentas',
  'app.dismissVoicemailProblem': 'Descartar el problema del buzón de voz',
  'app.openSettings': 'Abrir Configuración',
  'app.voicemailNotChecked': 'No se están comprobando los mensajes de voz nuevos.',
  'app.missingBridge': 'Dialdesk no pudo comunicarse con su proceso principal. Reinicia la aplicación.',
  'app.recordingNoParty': 'Grabación',
  'app.field.callerName': 'Nombre del llamante',
  'app.field.callerNumber': 'Número del llamante',
  'app.field.received': 'Recibido',
  'app.field.length': 'Duración',
  'app.field.priority': 'Prioridad',
  'app.field.mailbox': 'Buzón',
  'app.field.direction': 'Sentido',
  'app.field.numberDialled': 'Número marcado',
  'app.field.recorded': 'Grabada',

  'nav.dialPad': 'Teclado',
  'nav.history': 'Historial',
  'nav.voicemail': 'Buzón de voz',
  'nav.recordings': 'Grabaciones',
  'nav.lookup': 'Consulta',
  'nav.settings': 'Configuración',
  'nav.voicemailUnheard': {
    one: 'Buzón de voz: {count} mensaje sin escuchar',
    many: 'Buzón de voz: {count} de mensajes sin escuchar',
    other: 'Buzón de voz: {count} mensajes sin escuchar',
  },
  'nav.unheard': { one: 'sin escuchar', other: 'sin escuchar' },

  'demo.label': 'Demostración:',
  'demo.madeUpUntilConnect': 'llamadas ficticias hasta que te conectes aquí abajo.',
  'demo.madeUp': 'estas llamadas son ficticias.',
  'demo.explore': 'Ver la demostración',
  'demo.connect': 'Conectar tu central telefónica',

  'firstRun.title': 'Te damos la bienvenida a Dialdesk',
  'firstRun.intro':
    'Dialdesk hace llamadas a través de la central telefónica de tu empresa: primero suena tu propia extensión. Además, trae a tu escritorio el buzón de voz, el historial de llamadas y las grabaciones de esa central.',
  'firstRun.notConnected': 'Dialdesk aún no está conectado a ninguna central telefónica.',
  'firstRun.demo':
    'Mientras tanto, puedes probarlo todo en una demostración: sus llamadas, mensajes de voz y grabaciones son ficticios, y no suena ningún teléfono real.',
  'firstRun.hint':
    'Para conectarte, necesitas tu ID de cuenta, el dominio, tu extensión y la clave: te los puede dar tu proveedor de telefonía o tu administrador. Puedes probar antes la demostración y conectarte cuando quieras.',

  'confirm.loading': 'Obteniendo la llamada…',
  'confirm.from.hotkey': '¿Llamar desde el texto seleccionado?',
  'confirm.from.tray': '¿Llamar desde el área de notificación?',
  'confirm.from.link': '¿Llamar desde un enlace?',
  'confirm.from.commandLine': '¿Llamar desde la línea de comandos?',
  'confirm.from.missedCall': '¿Llamar desde una notificación de llamada perdida?',
  'confirm.from.selection': '¿Llamar desde tu selección?',
  'confirm.from.clipboard': '¿Llamar desde el portapapeles?',
  'confirm.dials': 'marca {number}',
  'confirm.read': 'Texto leído: {text}',
  'confirm.plan': 'Primero suena tu extensión {extension}.',
  'confirm.planOnAccount': 'Primero suena tu extensión {extension} de {account}.',
  'confirm.planThenDial': 'Primero suena tu extensión {extension}; después, marca la extensión {dial}.',
  'confirm.planOnAccountThenDial':
    'Primero suena tu extensión {extension} de {account}; después, marca la extensión {dial}.',
  'confirm.planLabel': 'Sobre esta llamada',
  'confirm.cancel': 'Cancelar',
  'confirm.call': 'Llamar',
  'confirm.calling': 'Llamando…',
  'confirm.close': 'Cerrar',
  'confirm.keyEsc': 'Esc',
  'confirm.keyEnter': 'Intro',
  'confirm.cancelled': 'Cancelada: no se marcó nada.',
  'confirm.noCall': 'No hay ninguna llamada en espera',
  'confirm.noCallWhy': 'Se realizó o se canceló en otro lugar. No se marcará nada desde aquí.',

  'errors.reason.invalidArgument': 'Entrada no válida',
  'errors.reason.forbiddenSender': 'Solicitud rechazada',
  'errors.reason.notConfigured': 'Falta la configuración',
  'errors.reason.keyMissing': 'Falta la clave',
  'errors.reason.keychainUnavailable': 'Llavero no disponible',
  'errors.reason.keychainLocked': 'Llavero bloqueado',
  'errors.reason.settingsInvalid': 'Configuración no válida',
  'errors.reason.unauthorized': 'Clave incorrecta',
  'errors.reason.forbidden': 'Cuenta no autorizada',
  'errors.reason.notFound': 'No encontrado',
  'errors.reason.rateLimited': 'Demasiadas solicitudes',
  'errors.reason.serverError': 'Problema del servidor',
  'errors.reason.unreachable': 'Servidor inaccesible',
  'errors.reason.unexpectedReply': 'Respuesta inesperada',
  'errors.reason.lookupFailed': 'Error en la consulta',
  'errors.reason.noNumber': 'Número no encontrado',
  'errors.reason.callInProgress': 'Llamada no enviada',
  'errors.reason.callRejected': 'Llamada no realizada',
  'errors.reason.dncNotConfirmed': 'Número en lista de exclusión',
  'errors.reason.outsideCallingHours': 'Fuera del horario de llamadas',
  'errors.reason.callNotPending': 'Llamada ya no pendiente',
  'errors.reason.crmNotConfirmed': 'Dirección aún no mostrada',
  'errors.reason.busy': 'Ocupado',
  'errors.reason.internal': 'Algo salió mal',
  'errors.headline': '{reason}.',
  'errors.callMayRing':
    'Es posible que la llamada aún suene: revisa tu teléfono antes de volver a intentarlo.',

  'check.seeDetails': '{reason}: ver Detalles.',
  'check.phoneSystem.unreachable':
    'Dialdesk no pudo comunicarse con la central telefónica. Comprueba el ID de cuenta y el dominio (o la dirección completa), y que este equipo esté conectado a internet.',
  'check.phoneSystemAt.unreachable':
    'Dialdesk no pudo comunicarse con la central telefónica en {host}. Comprueba el ID de cuenta y el dominio (o la dirección completa), y que este equipo esté conectado a internet.',
  'check.phoneSystem.timeout':
    'La central telefónica no respondió a tiempo. Comprueba el ID de cuenta y el dominio (o la dirección completa) y vuelve a guardar.',
  'check.phoneSystemAt.timeout':
    'La central telefónica en {host} no respondió a tiempo. Comprueba el ID de cuenta y el dominio (o la dirección completa) y vuelve a guardar.',
  'check.phoneSystem.notFound':
    'La central telefónica respondió, pero en esta dirección no hay nada que atienda sus solicitudes. Comprueba el ID de cuenta y el dominio (o la dirección completa).',
  'check.phoneSystemAt.notFound':
    'La central telefónica en {host} respondió, pero en esta dirección no hay nada que atienda sus solicitudes. Comprueba el ID de cuenta y el dominio (o la dirección completa).',
  'check.phoneSystem.unexpectedReply':
    'Algo respondió en la dirección de la central telefónica, pero no como lo hace el servicio. Comprueba el ID de cuenta y el dominio (o la dirección completa).',
  'check.phoneSystemAt.unexpectedReply':
    'Algo respondió en la dirección de la central telefónica ({host}), pero no como lo hace el servicio. Comprueba el ID de cuenta y el dominio (o la dirección completa).',
  'check.phoneSystem.serverError':
    'La central telefónica tuvo un problema al responder. Vuelve a guardar en un momento.',
  'check.phoneSystemAt.serverError':
    'La central telefónica en {host} tuvo un problema al responder. Vuelve a guardar en un momento.',
  'check.phoneSystem.rateLimited':
    'La central telefónica pidió a Dialdesk que redujera el ritmo. Vuelve a guardar dentro de un minuto.',
  'check.phoneSystemAt.rateLimited':
    'La central telefónica en {host} pidió a Dialdesk que redujera el ritmo. Vuelve a guardar dentro de un minuto.',
  'check.phoneSystem.unauthorized':
    'La central telefónica rechazó su clave. Vuelve a pegar la clave completa arriba y guarda.',
  'check.phoneSystemAt.unauthorized':
    'La central telefónica en {host} rechazó su clave. Vuelve a pegar la clave completa arriba y guarda.',
  'check.phoneSystem.forbidden':
    'La central telefónica aceptó la clave, pero su cuenta de API no tiene permiso para leer el historial de llamadas. Pide al administrador de tu central telefónica que lo permita.',
  'check.phoneSystemAt.forbidden':
    'La central telefónica en {host} aceptó la clave, pero su cuenta de API no tiene permiso para leer el historial de llamadas. Pide al administrador de tu central telefónica que lo permita.',
  'check.phoneSystem.notConfigured':
    'Escribe el ID de cuenta, tu extensión y el dominio (o una dirección completa) para conectarte.',
  'check.lookup.unreachable':
    'Dialdesk no pudo comunicarse con el servicio de consulta. Comprueba la URL de consulta y que este equipo esté conectado a internet.',
  'check.lookupAt.unreachable':
    'Dialdesk no pudo comunicarse con el servicio de consulta en {host}. Comprueba la URL de consulta y que este equipo esté conectado a internet.',
  'check.lookup.timeout':
    'El servicio de consulta no respondió a tiempo. Comprueba la URL de consulta y vuelve a guardar.',
  'check.lookupAt.timeout':
    'El servicio de consulta en {host} no respondió a tiempo. Comprueba la URL de consulta y vuelve a guardar.',
  'check.lookup.notFound':
    'El servicio de consulta respondió, pero en esta dirección no hay nada que atienda sus solicitudes. Comprueba la URL de consulta.',
  'check.lookupAt.notFound':
    'El servicio de consulta en {host} respondió, pero en esta dirección no hay nada que atienda sus solicitudes. Comprueba la URL de consulta.',
  'check.lookup.unexpectedReply':
    'Algo respondió en la dirección del servicio de consulta, pero no como lo hace el servicio. Comprueba la URL de consulta.',
  'check.lookupAt.unexpectedReply':
    'Algo respondió en la dirección del servicio de consulta ({host}), pero no como lo hace el servicio. Comprueba la URL de consulta.',
  'check.lookup.serverError':
    'El servicio de consulta tuvo un problema al responder. Vuelve a guardar en un momento.',
  'check.lookupAt.serverError':
    'El servicio de consulta en {host} tuvo un problema al responder. Vuelve a guardar en un momento.',
  'check.lookup.rateLimited':
    'El servicio de consulta pidió a Dialdesk que redujera el ritmo. Vuelve a guardar dentro de un minuto.',
  'check.lookupAt.rateLimited':
    'El servicio de consulta en {host} pidió a Dialdesk que redujera el ritmo. Vuelve a guardar dentro de un minuto.',
  'check.lookup.refused':
    'El servicio de consulta rechazó la clave de consulta. Vuelve a pegar la clave completa arriba y guarda.',
  'check.lookupAt.refused':
    'El servicio de consulta en {host} rechazó la clave de consulta. Vuelve a pegar la clave completa arriba y guarda.',
  'check.lookup.nothingFound':
    'El servicio de consulta aceptó la clave, pero no encontró nada para este número.',
  'check.lookupAt.nothingFound':
    'El servicio de consulta en {host} aceptó la clave, pero no encontró nada para este número.',
  'check.lookup.notConfigured': 'Escribe la URL de consulta para consultar números.',
  'check.keychainLocked':
    'El llavero del sistema está bloqueado, así que Dialdesk no puede leer la clave. Desbloquéalo y vuelve a guardar.',
  'check.keychainUnavailable':
    'No hay ningún llavero del sistema en ejecución, así que Dialdesk no puede guardar la clave. En Detalles se indica qué instalar.',
  'check.pbxKey.otherAddress':
    'La clave de la central telefónica se escribió para otra dirección: vuelve a pegarla arriba y guarda.',
  'check.pbxKey.otherAddressAt':
    'La clave de la central telefónica se escribió para otra dirección: vuelve a pegarla arriba para {host} y guarda.',
  'check.pbxKey.missing':
    'Aún no hay ninguna clave de la central telefónica guardada: pégala arriba y guarda.',
  'check.pbxKey.missingAt':
    'Aún no hay ninguna clave de la central telefónica guardada para {host}: pégala arriba y guarda.',
  'check.lookupKey.otherAddress':
    'La clave de consulta se escribió para otra dirección: vuelve a pegarla arriba y guarda.',
  'check.lookupKey.otherAddressAt':
    'La clave de consulta se escribió para otra dirección: vuelve a pegarla arriba para {host} y guarda.',
  'check.lookupKey.missing': 'Aún no hay ninguna clave de consulta guardada: pégala arriba y guarda.',
  'check.lookupKey.missingAt':
    'Aún no hay ninguna clave de consulta guardada para {host}: pégala arriba y guarda.',
  // ─── History and lists ───
  // History: the screen.

  'history.title': 'Historial de llamadas',
  'history.list.label': 'Llamadas',
  'history.empty.range.title': 'No hay llamadas en estos días',
  'history.empty.range.body': 'Elige otros días o borra las fechas para ver todas las llamadas.',
  'history.empty.title': 'Aún no hay llamadas',
  'history.empty.body': 'Aquí aparecen las llamadas que haces y recibes.',
  'history.noMatch.search': 'Ninguna llamada coincide con “{filter}”',
  'history.noMatch.kind': 'No hay llamadas de este tipo',
  'history.noMatch.loadedSearch': 'Ninguna llamada cargada coincide con “{filter}”',
  'history.noMatch.loadedKind': 'No hay llamadas cargadas de este tipo',
  'history.noMatch.widen': 'Borra el filtro para ver todas las llamadas.',
  'history.summary.stored': {
    one: '{count} llamada guardada en este equipo',
    many: '{count} de llamadas guardadas en este equipo',
    other: '{count} llamadas guardadas en este equipo',
  },
  'history.summary.storedMatch': {
    one: '{count} llamada guardada coincide',
    many: '{count} de llamadas guardadas coinciden',
    other: '{count} llamadas guardadas coinciden',
  },
  'history.summary.loadedMatch': {
    one: '{shown} de {count} llamada cargada coincide',
    many: '{shown} de {count} de llamadas cargadas coinciden',
    other: '{shown} de {count} llamadas cargadas coinciden',
  },
  'history.summary.loaded': {
    one: '{count} llamada cargada',
    many: '{count} de llamadas cargadas',
    other: '{count} llamadas cargadas',
  },
  'history.keys': '{up} {down} mover · {enter} detalles · {c} devolver llamada · {l} consultar',
  'history.backfill.progress': {
    one: 'Copiando el historial de llamadas en este equipo: {count} llamada',
    many: 'Copiando el historial de llamadas en este equipo: {count} de llamadas',
    other: 'Copiando el historial de llamadas en este equipo: {count} llamadas',
  },
  'history.backfill.progressBackTo': {
    one: 'Copiando el historial de llamadas en este equipo: {count} llamada · desde {day}',
    many: 'Copiando el historial de llamadas en este equipo: {count} de llamadas · desde {day}',
    other: 'Copiando el historial de llamadas en este equipo: {count} llamadas · desde {day}',
  },
  'history.backfill.cancel': 'Cancelar',

  // History: the columns and the rows.

  'history.column.time': 'Hora',
  'history.column.duration': 'Duración',
  'history.column.party': 'Nombre y número',
  'history.column.type': 'Tipo',
  'history.column.actions': 'Acciones',
  'history.row.spoken.missed': '{direction}, perdida',
  'history.row.spoken.voicemail': '{direction}, buzón de voz',
  'history.row.spoken.busy': '{direction}, ocupado',
  'history.row.spoken.noAnswer': '{direction}, sin respuesta',
  'history.row.spoken.cancelled': '{direction}, cancelada',
  'history.row.spoken.failed': '{direction}, fallida',
  'history.row.noTalk': 'Sin conversación{rest}',
  'history.row.noTalkRest': '',
  'history.row.notAnswered': 'No contestada. La llamada duró {duration}.',
  'history.row.callBack': 'Devolver la llamada a {name}',
  'history.row.callBackTitle': 'Devolver llamada (C)',
  'history.row.lookUp': 'Consultar {number}',
  'history.row.lookUpTitle': 'Consultar (L)',

  // History: the filters.

  'history.kind.label': 'Llamadas que mostrar',
  'history.kind.all': 'Todas',
  'history.kind.missed': 'Perdidas',
  'history.kind.inbound': 'Entrantes',
  'history.kind.outbound': 'Salientes',
  'history.kind.local': 'Internas',
  'history.search.placeholder': 'Nombre o número',
  'history.search.local': 'Buscar llamadas por nombre o número',
  'history.search.loaded': 'Filtrar las llamadas cargadas por nombre o número',

  // Which way a call went, and what happened to it.

  'history.direction.inbound': 'Entrante',
  'history.direction.outbound': 'Saliente',
  'history.direction.local': 'Interna',
  'history.direction.unknown': 'Llamada',
  'history.result.answered': 'Contestada',
  'history.result.missed': 'Perdida',
  'history.result.voicemail': 'Buzón de voz',
  'history.result.busy': 'Ocupado',
  'history.result.noAnswer': 'Sin respuesta',
  'history.result.cancelled': 'Cancelada',
  'history.result.failed': 'Fallida',

  // History: the CSV export.

  'history.export.button': 'Exportar CSV…',
  'history.export.cancelling': 'Cancelando la exportación…',
  'history.export.starting': 'Exportando el historial de llamadas…',
  'history.export.loaded': {
    one: '{count} llamada cargada…',
    many: '{count} de llamadas cargadas…',
    other: '{count} llamadas cargadas…',
  },
  'history.export.cancel': 'Cancelar exportación',
  'history.export.failed': 'No se pudo exportar el historial de llamadas',
  'history.export.cancelled': 'Exportación cancelada.',
  'history.export.written': {
    one: 'Se exportó {count} llamada a {path}',
    many: 'Se exportaron {count} de llamadas a {path}',
    other: 'Se exportaron {count} llamadas a {path}',
  },
  'history.export.separatorComma':
    'Las columnas están separadas por comas (,), según la configuración regional de este equipo.',
  'history.export.separatorSemicolon':
    'Las columnas están separadas por punto y coma (;), según la configuración regional de este equipo.',
  'history.export.showInFolder': 'Mostrar en la carpeta',
  'history.export.dismiss': 'Descartar',

  // Settings, Call history: the local copy of the calls.

  'history.local.noMissedAlerts':
    'Los avisos de llamadas perdidas no están disponibles para esta central telefónica: sus registros de llamadas no indican qué llamadas se perdieron.',
  'history.local.unplaced': {
    one: '{count} llamada de la central telefónica no tiene una hora de inicio válida y no se guarda en este equipo.',
    many: '{count} de llamadas de la central telefónica no tienen una hora de inicio válida y no se guardan en este equipo.',
    other:
      '{count} llamadas de la central telefónica no tienen una hora de inicio válida y no se guardan en este equipo.',
  },
  'history.local.stored': {
    one: 'Hay {count} llamada guardada en este equipo.',
    many: 'Hay {count} de llamadas guardadas en este equipo.',
    other: 'Hay {count} llamadas guardadas en este equipo.',
  },
  'history.local.noneStored': 'No hay llamadas guardadas en este equipo.',
  'history.local.delete': 'Eliminar historial local',
  'history.local.deleting': 'Eliminando…',
  'history.local.deleteFailed': 'No se pudo eliminar el historial local',

  // The call detail.

  'detail.opening': 'Abriendo la llamada…',
  'detail.kind.missed': 'Llamada perdida',
  'detail.kind.inbound': 'Llamada entrante',
  'detail.kind.outbound': 'Llamada saliente',
  'detail.kind.local': 'Llamada interna',
  'detail.kind.unknown': 'Llamada',
  'detail.eyebrow': '{what} · {time}',
  'detail.nameFrom.contact': 'Nombre tomado de sus contactos',
  'detail.nameFrom.directory': 'Nombre tomado del directorio de la empresa',
  'detail.nameFrom.thisCall': 'Nombre tomado de esta llamada',
  'detail.nameFrom.otherCalls': 'Nombre tomado de otras llamadas con este número',
  'detail.callBack': 'Devolver llamada',
  'detail.loadingFields': 'Cargando todos los campos de la llamada…',
  'detail.loadFailed': 'No se pudo cargar el registro completo de la llamada',
  'detail.fields': 'Detalles de la llamada',
  'detail.facts.label': 'Antes de llamar',
  'detail.facts.details': 'Ver la consulta',
  'detail.facts.lookUp': 'Consultar',
  'detail.facts.reading': 'Leyendo la caché de consultas…',
  'detail.facts.none': 'Aún sin consultar.',
  'detail.pane': 'Detalles',
  'detail.back': 'Atrás',
  'detail.close': 'Cerrar detalles',

  'detail.field.direction': 'Sentido',
  'detail.field.callerName': 'Nombre del llamante',
  'detail.field.callerNumber': 'Número del llamante',
  'detail.field.dialled': 'Número marcado',
  'detail.field.started': 'Inicio',
  'detail.field.answered': 'Respuesta',
  'detail.field.ended': 'Fin',
  'detail.field.duration': 'Duración',
  'detail.field.talkTime': 'Tiempo de conversación',
  'detail.field.hangupCause': 'Cómo terminó',
  'detail.field.extension': 'Extensión',
  'detail.field.audioQuality': 'Calidad de audio (MOS, 1–5)',
  'detail.field.notAnswered': 'no contestada',
  'detail.field.noAudio': 'sin audio',

  'detail.hangupCause.normalClearing': 'Finalizada con normalidad',
  'detail.hangupCause.noAnswer': 'Sin respuesta',
  'detail.hangupCause.userBusy': 'Línea ocupada',
  'detail.hangupCause.originatorCancel': 'El llamante colgó antes de que se contestara',
  'detail.hangupCause.callRejected': 'Llamada rechazada',
  'detail.hangupCause.noUserResponse': 'El teléfono no respondió',
  'detail.hangupCause.unallocatedNumber': 'Número fuera de servicio',
  'detail.hangupCause.normalTemporaryFailure': 'Fallo temporal de la red',
  'detail.hangupCause.recoveryOnTimerExpire': 'Tiempo de espera agotado',
  'detail.hangupCause.loseRace': 'Contestada en otro teléfono',
  'detail.hangupCause.subscriberAbsent': 'Teléfono no registrado',
  'detail.hangupCause.destinationOutOfOrder': 'Destino averiado',
  'detail.hangupCause.invalidNumberFormat': 'Formato de número no válido',

  // Fields of a record (call, voicemail, recording, lookup) and of Settings.

  'fields.notProvided': 'no indicado',
  'fields.all': 'Todos los campos',
  'fields.hotkey.off': 'Desactivado',
  'fields.hotkey.turnOff': 'Desactivar',
  'fields.hotkey.howTo': 'Haz clic en el campo y presiona las teclas.',
  'fields.country.choose': 'Elige un país de la lista.',

  // What every list shares.

  'list.loading.history': 'Cargando el historial de llamadas…',
  'list.loading.voicemail': 'Cargando el buzón de voz…',
  'list.loading.recordings': 'Cargando las grabaciones…',
  'list.failed.history': 'No se pudo cargar el historial de llamadas',
  'list.failed.voicemail': 'No se pudo cargar el buzón de voz',
  'list.failed.recordings': 'No se pudieron cargar las grabaciones',
  'list.saved.history': 'Historial de llamadas guardado: {time}',
  'list.saved.voicemail': 'Buzón de voz guardado: {time}',
  'list.saved.recordings': 'Grabaciones guardadas: {time}',
  'list.savedLoading': '{saved} · cargando lo más reciente…',
  'list.refresh.history': 'Actualizar el historial de llamadas',
  'list.refresh.voicemail': 'Actualizar el buzón de voz',
  'list.refresh.recordings': 'Actualizar las grabaciones',
  'list.refresh': 'Actualizar',
  'list.footer.loadingMore': '{summary} · cargando más…',
  'list.footer.allLoaded': '{summary} · todo cargado',
  'list.failedMore.calls': 'No se pudieron cargar más llamadas',
  'list.failedMore.recordings': 'No se pudieron cargar más grabaciones',
  'list.loadMore.calls': 'Cargar más llamadas',
  'list.loadMore.recordings': 'Cargar más grabaciones',
  'list.filters': 'Filtros',
  'list.filtersInUse': { one: 'Filtros, {count} en uso', other: 'Filtros, {count} en uso' },

  'list.days.label': 'Días que mostrar',
  'list.days.from': 'Desde',
  'list.days.to': 'Hasta',
  'list.days.firstDay': 'Primer día',
  'list.days.lastDay': 'Último día',
  'list.days.show': 'Mostrar días',
  'list.days.all': 'Todos los días',
  'list.days.reversed': 'El primer día es posterior al último.',

  'list.error.title': '{what}: {reason}',
  'list.error.details': 'Detalles',
  'list.error.code': 'Código de error: {code}',
  'list.error.retry': 'Reintentar',
  'list.error.openSettings': 'Abrir Configuración',

  // Dates and durations.

  'time.today': 'Hoy',
  'time.yesterday': 'Ayer',
  'time.dayAndTime': '{day}, {time}',
  'time.justNow': 'hace un momento',
  'time.hours': '{count} h',
  'time.minutes': '{count} min',
  'time.seconds': '{count} s',
  // ─── People ───
  'nav.people': 'Contactos',
  'people.title': 'Contactos',
  'people.count': { one: '{count} contacto', many: '{count} de contactos', other: '{count} contactos' },
  'people.countFound': {
    one: '{count} encontrado',
    many: '{count} encontrados',
    other: '{count} encontrados',
  },
  'people.add': 'Añadir contacto',
  'people.searchPlaceholder': 'Nombre, empresa o número',
  'people.searchLabel': 'Buscar contactos por nombre, empresa, nota o número',
  'people.listLabel': 'Contactos',
  'people.loading': 'Cargando contactos…',
  'people.loadFailed': 'No se pudieron cargar tus contactos',
  'people.empty.title': 'Aún no hay contactos',
  'people.empty.body':
    'Guarda aquí a las personas a las que llamas, con todos sus números. Sus nombres aparecerán en el historial, en el buzón de voz y en cada llamada, y podrás marcar con una estrella los números a los que más llamas.',
  'people.noMatch': 'Ningún contacto coincide con “{search}”',
  'people.noMatchWiden': 'Borra la búsqueda para ver todos los contactos.',
  'people.keys': '{up} {down} mover · {enter} abrir · {c} llamar',
  'people.row.noNumbers': 'Sin números',
  'people.label.work': 'Trabajo',
  'people.label.mobile': 'Móvil',
  'people.label.home': 'Casa',
  'people.label.extension': 'Extensión',
  'people.label.other': 'Otro',
  'people.eyebrow': 'Contacto',
  'people.opening': 'Abriendo el contacto…',
  'people.openFailed': 'No se pudo abrir el contacto',
  'people.call': 'Llamar',
  'people.edit': 'Editar',
  'people.delete': 'Eliminar',
  'people.numbers': 'Números',
  'people.noNumbers': 'Este contacto no tiene números guardados.',
  'people.note': 'Nota',
  'people.star': 'Favorito: {label} {number}',
  'people.callNumber': 'Llamar: {label} {number}',
  'people.lookUpNumber': 'Consultar: {label} {number}',
  'people.copyNumber': 'Copiar: {label} {number}',
  'people.otherAccount': 'Una extensión de {account}: solo se llama y se marca como favorita allí.',
  'people.deleted': 'Se eliminó {name}.',
  'people.undo': 'Deshacer',
  'people.dismissDeleted': 'Descartar',
  'people.deleteFailed': 'No se pudo eliminar el contacto',
  'people.restoreFailed': 'No se pudo recuperar el contacto',
  'people.dismissRestored': 'Descartar el aviso sobre tus contactos',
  'people.recordedName': 'En la central telefónica: {name}',
  'people.saveTo': 'Guardar en contactos',
  'people.editContact': 'Editar contacto',
  'people.favourites.title': 'Favoritos',
  'people.favourites.moveUp': 'Subir a {name}, {label}',
  'people.favourites.moveDown': 'Bajar a {name}, {label}',
  'people.favourites.moved': '{name}, {label}: {position} de {total}',
  'people.favourites.keys': '{up} {down} mueven el favorito que tiene el foco',
  'people.favourites.starFailed': 'No se pudo cambiar el favorito',
  'people.favourites.orderFailed': 'No se pudo cambiar el orden de los favoritos',
  'people.choose.title': '¿Qué número de {name}?',
  'people.editor.new': 'Nuevo contacto',
  'people.editor.edit': 'Editar contacto',
  'people.editor.name': 'Nombre',
  'people.editor.company': 'Empresa',
  'people.editor.note': 'Nota',
  'people.editor.numbers': 'Números',
  'people.editor.label': 'Etiqueta del número {position}',
  'people.editor.number': 'Número {position}',
  'people.editor.removeNumber': 'Quitar el número {position}',
  'people.editor.addNumber': 'Añadir número',
  'people.editor.tooManyNumbers': {
    one: 'Un contacto tiene como máximo {count} número.',
    other: 'Un contacto tiene como máximo {count} números.',
  },
  'people.editor.atLimit': {
    one: 'Como máximo {count} carácter: es el límite.',
    other: 'Como máximo {count} caracteres: es el límite.',
  },
  'people.editor.nameRequired': 'Escribe un nombre.',
  'people.editor.save': 'Guardar contacto',
  'people.editor.saveFailed': 'No se pudo guardar el contacto',
  // ─── Voicemail, recordings, lookup, dial pad, calls ───
  'voicemail.title': 'Buzón de voz',
  'voicemail.countMatching': { one: '{count} de {total} coincide', other: '{count} de {total} coinciden' },
  'voicemail.countUnheard': {
    one: '{count} de {total} sin escuchar',
    other: '{count} de {total} sin escuchar',
  },
  'voicemail.countMessages': {
    one: '{count} mensaje',
    many: '{count} de mensajes',
    other: '{count} mensajes',
  },
  'voicemail.searchPlaceholder': 'Nombre, número o palabras',
  'voicemail.searchLabel': 'Buscar en el buzón de voz por nombre, número o transcripción',
  'voicemail.emptyTitle': 'No hay mensajes de voz',
  'voicemail.emptyText': 'Aquí aparecen los mensajes que te dejan los llamantes.',
  'voicemail.noMatchTitle': 'Ningún mensaje coincide',
  'voicemail.noMatchWiden': 'Borra la búsqueda para ver todos los mensajes.',
  'voicemail.listLabel': 'Mensajes de voz',
  'voicemail.keys': '{up} {down} mover · {enter} abrir · {space} reproducir o pausar · {esc} cerrar',
  'voicemail.key.enter': 'Intro',
  'voicemail.key.space': 'Espacio',
  'voicemail.key.esc': 'Esc',
  'voicemail.mailbox': 'Buzón {mailbox}',
  'voicemail.status.unheard': 'Sin escuchar',
  'voicemail.status.heard': 'Escuchado',
  'voicemail.status.deleted': 'Eliminado en el teléfono',
  'voicemail.status.unknown': 'aún no se sabe',
  'voicemail.status.label': 'Estado',
  'voicemail.eyebrow': 'Mensaje de voz',
  'voicemail.eyebrowAt': 'Mensaje de voz · {date}',
  'voicemail.playerLabel': 'Mensaje de voz',
  'voicemail.detailsLabel': 'Detalles del mensaje',

  'recordings.title': 'Grabaciones',
  'recordings.searchPlaceholder': 'Nombre, número o palabras',
  'recordings.searchLabel': 'Buscar en las grabaciones cargadas por nombre, número o transcripción',
  'recordings.emptyTitle': 'No hay grabaciones',
  'recordings.emptyText': 'Aquí aparecen las llamadas grabadas.',
  'recordings.noMatchTitle': 'Ninguna grabación cargada coincide',
  'recordings.noMatchWiden': 'Borra la búsqueda o los días para ver todas las grabaciones.',
  'recordings.countMatching': {
    one: '{count} de {total} grabaciones cargadas coincide',
    other: '{count} de {total} grabaciones cargadas coinciden',
  },
  'recordings.countLoaded': {
    one: '{count} grabación cargada',
    many: '{count} de grabaciones cargadas',
    other: '{count} grabaciones cargadas',
  },
  'recordings.call.inbound': 'Llamada entrante',
  'recordings.call.outbound': 'Llamada saliente',
  'recordings.call.local': 'Llamada interna',
  'recordings.call.unknown': 'Llamada',
  'recordings.eyebrowAt': '{call} · {date}',
  'recordings.detailsLabel': 'Detalles de la grabación',

  'player.label': 'Reproductor: {label}',
  'player.play': 'Reproducir',
  'player.pause': 'Pausar',
  'player.seek': 'Posición',
  'player.position': '{time} de {duration}',
  'player.positionUnknownLength': '{time} de duración desconocida',
  'player.speeds': 'Velocidad de reproducción',
  'player.speed': '{speed}×',
  'player.loadFailed.message': 'No se pudo cargar el mensaje',
  'player.loadFailed.recording': 'No se pudo cargar la grabación',
  'player.loading.message': 'Cargando el mensaje…',
  'player.loading.recording': 'Cargando la grabación…',
  'player.noAudio.message': 'La central telefónica no envió audio para el mensaje.',
  'player.noAudio.recording': 'La central telefónica no envió audio para la grabación.',
  'player.save': 'Guardar audio…',
  'player.saving': 'Guardando…',
  'player.savedAs': 'Guardado como {file}',
  'player.showInFolder': 'Mostrar en la carpeta',
  'player.saveFailed': 'No se pudo guardar el audio',

  'transcript.heading': 'Transcripción',
  'transcript.speaker': 'Interlocutor {number}',
  'transcript.turn': '{speaker}: {text}',

  'lookup.title': 'Consulta de números',
  'lookup.numberLabel': 'Número',
  'lookup.numberPlaceholder': 'p. ej., (555) 555-0123',
  'lookup.lookUp': 'Consultar',
  'lookup.suggestionsLabel': 'Personas del historial de llamadas',
  'lookup.hint':
    'Escribe o pega un número, o un nombre de tu historial de llamadas. Tu proveedor puede cobrar las consultas; si un número se consultó hace poco, la respuesta sale de la caché, sin coste.',
  'lookup.loading': 'Consultando {number}…',
  'lookup.failed': 'No se pudo consultar {number}',
  'lookup.replyLabel': 'Respuesta del servicio de consulta',
  'lookup.replyCode': 'Código',
  'lookup.replyMessage': 'Mensaje',
  'lookup.replyNone': 'ninguno',
  'lookup.emptyTitle': 'Consultar un número',
  'lookup.emptyText':
    'Descubre de quién es, si es un móvil o un fijo, su operador y ubicación, y si está en la lista de exclusión.',
  'lookup.resultLabel': 'Resultado de la consulta de {who}',
  'lookup.nameSource': 'nombre de tu historial de llamadas',
  'lookup.call': 'Llamar',
  'lookup.copy': 'Copiar',
  'lookup.copied': 'Copiado',
  'lookup.copyFailed': 'No se pudo copiar',
  'lookup.foundLabel': 'Lo que encontró la consulta',
  'lookup.sourceFresh': 'Consultado ahora mismo. Actualizar hace una consulta nueva, que puede tener coste.',
  'lookup.sourceCached':
    'De la caché, consultado {ago}. Actualizar hace una consulta nueva, que puede tener coste.',
  'lookup.refresh': 'Actualizar',
  'lookup.allFields': 'Todos los campos',
  'lookup.noFacts': 'La consulta no encontró detalles de la línea.',
  'lookup.dncAlert': '{flag} según la consulta, este número está en la lista de exclusión.',
  'lookup.dncFlag': 'No llamar:',
  'lookup.lineType.wireless': 'Móvil',
  'lookup.lineType.landline': 'Fijo',
  'lookup.lineType.voip': 'VoIP',
  'lookup.lineType.tollFree': 'Gratuito',
  'lookup.dnc.listed': 'En la lista',
  'lookup.dnc.notListed': 'No está en la lista',
  'lookup.fact.lineType': 'Tipo de línea',
  'lookup.fact.carrier': 'Operador',
  'lookup.fact.place': 'Ubicación',
  'lookup.fact.doNotCall': 'Lista de exclusión',
  'lookup.field.number': 'Número',
  'lookup.field.city': 'Ciudad',
  'lookup.field.state': 'Estado',
  'lookup.field.country': 'País',
  'lookup.field.lineType': 'Tipo de línea',
  'lookup.field.carrier': 'Operador (LEC)',
  'lookup.field.doNotCall': 'No llamar (DNC)',
  'lookup.field.routingNumber': 'Número de enrutamiento (LRN)',
  'lookup.field.operatingCompany': 'Número de compañía operadora (OCN)',
  'lookup.field.callingArea': 'Área de llamadas (LATA)',
  'lookup.field.serviceProvider': 'ID de proveedor de servicios (SPID)',
  'lookup.field.jurisdiction': 'Jurisdicción',
  'lookup.field.lookupType': 'Tipo de consulta',
  'lookup.field.serviceMessage': 'Mensaje del servicio',
  'lookup.field.serviceStatus': 'Estado del servicio',
  'lookup.field.serviceCode': 'Código del servicio',
  'lookup.error.notFound': 'El servicio de consulta no tiene ningún registro de {number}.',
  'lookup.error.badNumber':
    'El servicio de consulta no aceptó {number} como número de teléfono. Comprueba los dígitos y el código de área.',
  'lookup.error.refused':
    'El servicio de consulta rechazó la clave de la cuenta SIP principal, así que no se consultó {number}. Revisa esa clave {where}.',
  'lookup.error.other':
    'El servicio de consulta no pudo consultar {number}. En Detalles verás lo que respondió.',
  'lookup.unavailable.noNumber': 'No hay ningún número que consultar.',
  'lookup.unavailable.abroad':
    'El servicio de consulta solo responde para números de Norteamérica, no para números del extranjero.',
  'lookup.unavailable.notPublic':
    'El servicio de consulta solo responde para números públicos, no para extensiones, códigos de función ni números locales sin código de área.',
  'lookup.unavailable.length':
    'El servicio de consulta solo responde para números de Norteamérica de 10 u 11 dígitos.',

  'dialpad.title': 'Teclado',
  'dialpad.numberLabel': 'Número al que llamar',
  'dialpad.numberPlaceholder': 'Número o nombre',
  'dialpad.backspace': 'Borrar el último dígito',
  'dialpad.suggestionsLabel': 'Personas del historial de llamadas',
  'dialpad.lastCall': 'última llamada {ago}',
  'dialpad.noOneNamed': 'No hay nadie llamado “{name}” en tu historial de llamadas. Escribe su número.',
  'dialpad.manyNamed': {
    one: '{count} persona coincide con “{name}”: elige una abajo (↓ y luego Intro).',
    many: '{count} de personas coinciden con “{name}”: elige una abajo (↓ y luego Intro).',
    other: '{count} personas coinciden con “{name}”: elige una abajo (↓ y luego Intro).',
  },
  'dialpad.keypad': 'Teclado numérico',
  'dialpad.call': 'Llamar',
  'dialpad.calling': 'Llamando…',
  'dialpad.hint': 'Primero suena tu teléfono de escritorio; contesta para conectar la llamada.',
  'dialpad.recent': 'Llamadas recientes',
  'dialpad.callAgain': 'Volver a llamar a {number}',

  'call.dismiss': 'Descartar el estado de la llamada',
  'call.earlier': 'La llamada anterior: {status}',
  'call.checking': 'Comprobando {number} antes de llamar…',
  'call.placing': 'Llamando a {number}: enviando la llamada a tu central telefónica…',
  'call.placed': 'Enviada: tu extensión {extension} debería sonar ahora.',
  'call.dncCalledAnyway': 'Se llamó aunque, según la consulta, este número está en la lista de exclusión.',
  'call.dncUnchecked': 'Sin comprobar en la lista de exclusión: este número no se ha consultado.',
  'call.nameAndNumber': '{name}, {number}',
  'call.questionFlagged': 'No llamar: {who}',
  'call.question': '¿Llamar a {who}?',
  'call.questionFlaggedDetail':
    'Según la consulta, este número está en la lista de exclusión. Llama solo si tienes la certeza de que está permitido.',
  'call.questionClearDetail': 'No está en la lista de exclusión. Intro llama, Esc cancela.',
  'call.questionUncheckedDetail': 'Sin comprobar en la lista de exclusión. Intro llama, Esc cancela.',
  'call.questionFacts': '{facts}.',
  'call.cancel': 'Cancelar {key}',
  'call.escKey': 'Esc',
  'call.call': 'Llamar',
  'call.callBack': 'Devolver llamada',
  'call.callAnyway': 'Llamar igualmente',
  'call.unknownParty': 'Desconocido',
  // The time where a number rings (issue 50).
  'localTime.there': 'Hora local allí: aprox. {time}',
  'localTime.thereIn': 'Hora local allí: aprox. {time} ({place})',
  'localTime.unknown': 'Hora local desconocida',
  'localTime.estimate': 'Estimada según el prefijo del número: un móvil puede estar en otro lugar.',
  'localTime.floridaHours': '{hours}, el horario de Florida',
  'localTime.outside': 'Hora local allí: aprox. {time}, fuera de tu horario de llamadas ({hours}).',
  'localTime.outsideNoTime': 'Donde suena este número es fuera de tu horario de llamadas.',
  'localTime.outsideShort': 'Aprox. {time} allí: fuera de tu horario de llamadas',
  'localTime.question': 'Fuera de tu horario de llamadas: {who}',
  'localTime.calledAnyway': 'Llamada hecha fuera de tu horario de llamadas.',
  // ─── Settings and accounts ───
  'settings.title': 'Configuración',
  'settings.readFailed': 'No se pudo leer la configuración',
  'settings.reading': 'Leyendo la configuración…',

  'settings.account.title': 'Tu central telefónica',
  'settings.account.inUse':
    'La cuenta en uso, {name}: lo que guardes aquí se aplica a ella. Cada campo indica dónde encontrar el dato.',
  'settings.account.intro':
    'Conecta Dialdesk a tu propia central telefónica con los datos que te dio tu proveedor de telefonía o tu administrador. Cada campo indica dónde encontrar el dato.',
  'settings.account.save': 'Guardar cuenta',
  'settings.saved.checking': 'Cuenta guardada. Comprobando que funciona…',
  'settings.saved.problem': 'Cuenta guardada, pero Dialdesk aún no puede usarla:',
  'settings.saved.works': 'Cuenta guardada y funciona correctamente.',
  'settings.saved.demo':
    'Cuenta guardada. Dialdesk seguirá en la demostración hasta que se completen el ID de cuenta, tu extensión y el dominio (o una dirección completa).',
  'settings.check.pbx': 'Central telefónica:',
  'settings.check.lookup': 'Consultas:',
  'settings.check.checking': 'comprobando…',

  'settings.tests.title': 'Probar la conexión',
  'settings.tests.pbxIntro': 'Lee una llamada de la central telefónica con la clave guardada.',
  'settings.tests.pbxButton': 'Probar la central',
  'settings.tests.lookupLabel': 'Consulta un número con la clave guardada (la consulta puede tener coste).',
  'settings.tests.numberPlaceholder': 'Número que consultar',
  'settings.tests.lookupButton': 'Probar la consulta',

  'settings.preferences.title': 'Preferencias',
  'settings.preferences.save': 'Guardar preferencias',

  'settings.group.address': 'Dónde está tu central telefónica',
  'settings.group.wholeAddress': 'O una dirección completa',
  'settings.group.extensionAndKey': 'Tu extensión y tu clave',
  'settings.group.lookup': 'Consulta de números (opcional)',
  'settings.group.language': 'Idioma',
  'settings.group.startup': 'Inicio y actualizaciones',
  'settings.group.numbers': 'Números',
  'settings.group.hotkeys': 'Llamadas y atajos de teclado',
  'settings.group.voicemail': 'Buzón de voz y notificaciones',
  'settings.group.history': 'Historial de llamadas',
  'settings.group.lookupCache': 'Consultas',

  'settings.accountId.label': 'ID de cuenta',
  'settings.accountId.hint':
    'Ejemplo: acme-01. Dónde encontrarlo: en el correo de bienvenida de tu proveedor de telefonía, o pregunta a tu administrador.',
  'settings.domain.label': 'Dominio',
  'settings.domain.hint':
    'Ejemplo: pbx.example.com, sin https://. Dónde encontrarlo: en el correo de bienvenida de tu proveedor de telefonía, o pregunta a tu administrador.',
  'settings.baseUrlOverride.label': 'Dirección completa (en lugar del ID de cuenta y el dominio)',
  'settings.baseUrlOverride.hint':
    'Solo si tu administrador te dio una: sustituye al ID de cuenta y al dominio. Ejemplo: https://pbx.example.com/app/api/7.',
  'settings.extension.label': 'Tu extensión',
  'settings.extension.hint':
    'Ejemplo: 201. El teléfono que suena primero cuando haces una llamada. Dónde encontrarla: en la pantalla de tu teléfono de escritorio, o pregunta a tu administrador.',
  'settings.lookupUrl.label': 'URL de consulta',
  'settings.lookupUrl.hint':
    'Ejemplo: https://lookup.example.com/api. Dónde encontrarla: en la página de tu cuenta del proveedor de consultas, o pregunta a tu administrador. Déjala vacía si no vas a hacer consultas.',
  'settings.address.willReach': 'Dialdesk se conectará a tu central telefónica en {address}',
  'settings.address.example':
    'Ejemplo: el ID de cuenta {accountId} y el dominio {domain} forman la dirección {address}',

  'settings.language.hint':
    'Se aplica al instante a todas las ventanas de Dialdesk, al menú del área de notificación y a las notificaciones.',
  'settings.startAtLogin.label': 'Iniciar Dialdesk al iniciar sesión',
  'settings.checkUpdates.label': 'Buscar actualizaciones una vez al día',
  'settings.defaultRegion.label': 'País predeterminado',
  'settings.defaultRegion.hint':
    'Se aplica a los números escritos sin código de país. Escribe para buscar en la lista.',
  'settings.dialFormat.label': 'Enviar los números a la central telefónica como',
  'settings.lookupFormat.label': 'Enviar los números al servicio de consulta como',
  'settings.numberFormat.national': 'Nacional (5555550123)',
  'settings.numberFormat.countryCode': 'Con código de país (15555550123)',
  'settings.numberFormat.international': 'Internacional (+15555550123)',
  'settings.confirmHotkeyCalls.label': 'Preguntar antes de llamar con un atajo de teclado',
  'settings.lookupBeforeCalling.label': 'Consultar el número antes de llamar',
  'settings.notifyVoicemail.label': 'Avisarme de los mensajes de voz nuevos',
  'settings.notificationSound.label': 'Reproducir un sonido con las notificaciones',
  'settings.voicemailInterval.label': 'Buscar mensajes de voz cada (minutos)',
  'settings.keepLocalCopy.label':
    'Guardar en este equipo una copia del historial de llamadas en la que se pueda buscar',
  'settings.historyDays.label': 'Conservar las llamadas de los últimos (días)',
  'settings.lookupCacheDays.label': 'Recordar los resultados de las consultas durante (días)',
  'settings.lookupCacheDays.hint': 'Con 0, el número se vuelve a consultar cada vez.',

  'hotkeys.callSelection.label': 'Llamar al número seleccionado',
  'hotkeys.lookupSelection.label': 'Consultar el número seleccionado',
  'hotkeys.quickDial.label': 'Abrir la marcación rápida',
  'hotkeys.portalNote':
    'Tu escritorio te pide aprobar estas teclas y puede que te deje cambiarlas en su propia configuración.',
  'hotkeys.pressToTest': 'Probar el atajo',
  'hotkeys.testing': 'Pulsa ahora uno de los atajos…',
  'hotkeys.heard': 'Funciona: Dialdesk recibió «{hotkey}».',
  'hotkeys.notHeard': 'Ningún atajo llegó a Dialdesk. Comprueba que tu escritorio aprobó las teclas.',
  'hotkeys.registered': 'Registrado.',
  'hotkeys.notRegistered': 'No registrado.',
  'hotkeys.needsModifier.mac':
    'Agrega ⌘, ⌃ o ⌥: sin un modificador, el atajo acapararía esa tecla en todas las aplicaciones.',
  'hotkeys.needsModifier.pc':
    'Agrega Ctrl o Alt: sin un modificador, el atajo acapararía esa tecla en todas las aplicaciones.',
  'hotkeys.key.ctrl': 'Ctrl',
  'hotkeys.key.win': 'Win',
  'hotkeys.key.alt': 'Alt',
  'hotkeys.key.shift': 'Mayús',
  'hotkeys.key.space': 'Espacio',
  'hotkeys.key.enter': 'Intro',
  'hotkeys.key.backspace': 'Retroceso',
  'hotkeys.key.delete': 'Supr',
  'hotkeys.key.insert': 'Insert',
  'hotkeys.key.home': 'Inicio',
  'hotkeys.key.end': 'Fin',
  'hotkeys.key.pageUp': 'RePág',
  'hotkeys.key.pageDown': 'AvPág',
  'hotkeys.key.up': 'Arriba',
  'hotkeys.key.down': 'Abajo',
  'hotkeys.key.left': 'Izquierda',
  'hotkeys.key.right': 'Derecha',

  'updates.checking': 'Buscando actualizaciones…',
  'updates.check': 'Buscar actualizaciones…',
  'updates.checkFailed': 'No se pudo comprobar si hay actualizaciones',

  'keys.pbx.label': 'Clave de la central telefónica',
  'keys.pbx.hint':
    'Permite que Dialdesk haga sonar tu extensión para hacer llamadas y que lea tu historial de llamadas, tus mensajes de voz y tus grabaciones. Es posible que tu proveedor la llame clave de API. Dónde encontrarla: en la configuración de API de tu central telefónica, o pregunta a tu administrador.',
  'keys.pbx.clear': 'Borrar la clave de la central telefónica',
  'keys.lookup.label': 'Clave de consulta',
  'keys.lookup.hint':
    'Permite que Dialdesk consulte un número (el tipo de línea, el operador, la ubicación y si está en una lista de exclusión); cada consulta puede tener coste. Es posible que tu proveedor la llame clave de la cuenta SIP principal. Dónde encontrarla: en la página de tu cuenta del proveedor de consultas.',
  'keys.lookup.clear': 'Borrar la clave de consulta',
  'keys.set': 'configurada',
  'keys.notSet': 'sin configurar',
  'keys.notRead': 'sin leer',
  'keys.replacePlaceholder': 'Escribe una clave nueva para sustituirla',
  'keys.pastePlaceholder': 'Pega la clave',
  'keys.clear': 'Borrar',
  'keys.kept': 'Se guarda en el llavero del sistema; no se vuelve a mostrar.',
  'keys.keptOnceSaved':
    'Se guardará en el llavero del sistema cuando se guarde el ID de cuenta; no se volverá a mostrar.',
  'keys.otherHost':
    'La dirección cambió a otro servidor: hay que volver a escribir la clave para este servidor.',

  'form.saving': 'Guardando…',
  'form.cancel': 'Cancelar',
  'form.saved': 'Guardado.',
  'form.couldNotSave': 'No se pudo guardar',
  'form.fixMarked': {
    one: 'No se guardó nada: corrige el campo marcado.',
    other: 'No se guardó nada: corrige los campos marcados.',
  },

  'accounts.title': 'Cuentas',
  'accounts.intro':
    'Dialdesk muestra una cuenta cada vez. Cambia de cuenta aquí o con la cuenta que aparece arriba.',
  'accounts.added':
    '{name} está en uso ahora. Para conectarla, escribe su clave de la central telefónica en Tu central telefónica, más abajo.',
  'accounts.dismiss': 'Descartar',
  'accounts.inUse': 'En uso',
  'accounts.use': 'Usar',
  'accounts.use.label': 'Usar {name}',
  'accounts.switching': 'Cambiando…',
  'accounts.switchingTo': 'Cambiando a {name}…',
  'accounts.rename': 'Cambiar nombre',
  'accounts.rename.label': 'Cambiar el nombre de {name}',
  'accounts.rename.save': 'Guardar nombre',
  'accounts.remove': 'Quitar',
  'accounts.remove.label': 'Quitar {name}',
  'accounts.remove.title': '¿Quitar {name}?',
  'accounts.remove.what':
    'Sus claves se eliminan del llavero del sistema, y su copia del historial de llamadas, sus registros del buzón de voz, sus llamadas recientes y sus consultas se eliminan de este equipo. No se toca ninguna llamada ni ningún mensaje de la central telefónica.',
  'accounts.removing': 'Quitando…',
  'accounts.removeFailed': 'No se pudo quitar',
  'accounts.name.label': 'Nombre',
  'accounts.watchVoicemail': 'Comprobar el buzón de voz mientras se usa otra cuenta',
  'accounts.voicemailProblem': 'No se pudo comprobar su buzón de voz: {problem}',
  'accounts.unheard': {
    one: '{count} mensaje de voz sin escuchar.',
    many: '{count} de mensajes de voz sin escuchar.',
    other: '{count} mensajes de voz sin escuchar.',
  },
  'accounts.unheardShort': { one: '{count} sin escuchar', other: '{count} sin escuchar' },
  'accounts.facts.accountAt': 'Cuenta {accountId} en {host}',
  'accounts.facts.account': 'Cuenta {accountId}',
  'accounts.facts.at': 'En {host}',
  'accounts.facts.noAddress': 'Aún sin dirección',
  'accounts.facts.extension': 'ext.\u00a0{extension}',
  'accounts.extension': 'ext. {extension}',
  'accounts.noExtension': 'aún sin extensión',
  'accounts.demo': 'Demo',
  'accounts.demo.detail': 'Llamadas ficticias',
  'accounts.switcher.inUse': 'Cuenta en uso:',
  'accounts.tooltip.ringsAt':
    'Las llamadas hacen sonar primero la extensión {extension} (cuenta {name} en {host}).',
  'accounts.tooltip.rings': 'Las llamadas hacen sonar primero la extensión {extension} (cuenta {name}).',
  'accounts.tooltip.noExtensionAt': '{name} en {host}: aún sin extensión, así que se usa la demostración.',
  'accounts.tooltip.noExtension': '{name}: aún sin extensión, así que se usa la demostración.',
  'accounts.add.button': 'Agregar cuenta',
  'accounts.add.title': 'Agregar cuenta',
  'accounts.add.intro':
    'Una vez agregada, será la cuenta en uso, y en Tu central telefónica, más abajo, se te pedirán sus claves.',
  'accounts.add.nameLegend': 'Su nombre',
  'accounts.add.namePlaceholder': 'Recepción de Acme',
  'accounts.add.nameHint':
    'El nombre con el que Dialdesk la muestra en la lista de cuentas y en las notificaciones.',
  'accounts.add.pbxKeyLater': 'La clave de la central telefónica se escribe una vez agregada la cuenta.',
  'accounts.add.lookupKeyLater': 'La clave de consulta, si la hay, se escribe una vez agregada la cuenta.',
  'accounts.adding': 'Agregando…',
  'accounts.addFailed': 'No se pudo agregar',
  // ─── Tray, notifications, dialogs, updates ───
  'tray.call': 'Llamar a {number}',
  'tray.callNothing': 'Llamar: no hay ningún número en el portapapeles',
  'tray.lookUp': 'Consultar {number}',
  'tray.lookUpNothing': 'Consultar: no hay ningún número externo en el portapapeles',
  'tray.recentCalls': 'Llamadas recientes',
  'tray.favourites': 'Favoritos',
  'tray.accounts': 'Cuentas',
  'tray.demo': 'Demostración',
  'tray.unnamedAccount': 'Cuenta sin nombre',
  'tray.accountExtension': 'ext. {extension}',
  'tray.accountUnheard': { one: '{count} sin escuchar', other: '{count} sin escuchar' },
  'tray.history': 'Historial',
  'tray.callBack': 'Por devolver',
  'tray.callBackCount': { one: 'Por devolver ({count})', other: 'Por devolver ({count})' },
  'tray.voicemail': 'Buzón de voz',
  'tray.voicemailUnheard': {
    one: 'Buzón de voz ({count} sin escuchar)',
    other: 'Buzón de voz ({count} sin escuchar)',
  },
  'tray.open': 'Abrir Dialdesk',
  'tray.quickDial': 'Marcación rápida…',
  'tray.settings': 'Configuración…',
  'tray.checkForUpdates': 'Buscar actualizaciones…',
  'tray.updatesManaged': 'Actualizaciones gestionadas por tu organización',
  'tray.quit': 'Salir de Dialdesk',
  'tray.toolTipAccount': 'Dialdesk — {account}',
  'tray.toolTipNews': '{app}: {news}',
  'tray.toolTipVoicemail': {
    one: 'buzón de voz ({count} sin escuchar)',
    other: 'buzón de voz ({count} sin escuchar)',
  },
  'tray.toolTipCallBack': { one: '{count} por devolver', other: '{count} por devolver' },
  'tray.toolTipBoth': '{voicemail}, {callBack}',

  'menu.view': 'Visualización',
  'menu.actualSize': 'Tamaño real',
  'menu.zoomIn': 'Ampliar',
  'menu.zoomOut': 'Reducir',
  'menu.about': 'Acerca de Dialdesk',
  'menu.services': 'Servicios',
  'menu.hide': 'Ocultar Dialdesk',
  'menu.hideOthers': 'Ocultar otros',
  'menu.showAll': 'Mostrar todo',
  'menu.quit': 'Salir de Dialdesk',
  'menu.edit': 'Edición',
  'menu.undo': 'Deshacer',
  'menu.redo': 'Rehacer',
  'menu.cut': 'Cortar',
  'menu.copy': 'Copiar',
  'menu.paste': 'Pegar',
  'menu.selectAll': 'Seleccionar todo',
  'menu.window': 'Ventana',
  'menu.minimize': 'Minimizar',
  'menu.zoom': 'Zoom',
  'menu.front': 'Traer todo al frente',

  'dialog.saveAudioTitle': 'Guardar audio',
  'dialog.audioFiles': 'Archivos de audio',
  'dialog.exportHistoryTitle': 'Exportar el historial de llamadas',
  'dialog.csvFiles': 'Archivos CSV',

  'notify.calling': 'Llamando a {number}',
  'notify.callNotPlaced': 'Llamada no realizada',
  'notify.callMayRing': 'Es posible que la llamada aún suene',
  'notify.callMayRingBody':
    '{reason} Es posible que tu teléfono aún suene: espera a que suene antes de volver a llamar.',
  'notify.notADialLink': 'Este enlace no contiene ningún número que Dialdesk pueda marcar: {link}',
  'notify.lookupTitle': 'Consulta: {number}',
  'notify.lookupNoDetails': 'El servicio de consulta no tiene ningún detalle de este número.',
  'notify.lookupDoNotCall': 'Atención: está en la lista de exclusión.',
  'notify.lookupClick': 'Haz clic para abrirla en Dialdesk.',
  'notify.lookupFailed': 'Error en la consulta',
  'notify.switchFailed': 'Dialdesk no pudo cambiar a {account}',
  'notify.switchFailedDemo': 'Dialdesk no pudo cambiar a la demostración',
  'notify.switchFailedUnnamed': 'Dialdesk no pudo cambiar a esa cuenta',
  'notify.accountsListRepaired': 'Hubo que reparar tu lista de cuentas',
  'notify.loginItemFailed': 'No se cambió el inicio automático',
  'notify.voicemailNew': 'Nuevo mensaje de voz',
  'notify.voicemailNewFor': 'Nuevo mensaje de voz para {account}',
  'notify.voicemailMany': {
    one: '{count} mensaje de voz nuevo',
    many: '{count} de mensajes de voz nuevos',
    other: '{count} mensajes de voz nuevos',
  },
  'notify.voicemailManyFor': {
    one: '{count} mensaje de voz nuevo para {account}',
    many: '{count} de mensajes de voz nuevos para {account}',
    other: '{count} mensajes de voz nuevos para {account}',
  },
  'notify.voicemailListen': 'Abre Dialdesk para escucharlos.',
  'notify.voicemailFrom': 'De {caller}',
  'notify.voicemailFromUnknown': 'De un llamante desconocido',
  'notify.voicemailFromUnknownLength': 'De un llamante desconocido, {length}',
  'notify.missedCall': 'Llamada perdida',
  'notify.missedFrom': 'De {caller}, {time}',
  'notify.missedFromUnknown': 'De un llamante desconocido, {time}',
  'notify.callBack': 'Devolver llamada',
  'notify.done': 'Hecho',
  'notify.callBackNotDone': 'No se pudo marcar como hecho',
  'notify.missedMany': {
    one: '{count} llamada perdida',
    many: '{count} de llamadas perdidas',
    other: '{count} llamadas perdidas',
  },
  'notify.missedManyBody': 'La última: {time}. Haz clic para verlas en Dialdesk.',
  'notify.accessibilityTitle': 'Permite que Dialdesk lea tu selección',
  'notify.accessibilityBody':
    'Para llamar a un número que hayas seleccionado, Dialdesk necesita el permiso de Accesibilidad en Ajustes del Sistema › Privacidad y seguridad. Mientras tanto, el atajo de teclado llama a lo que hayas copiado. Haz clic para abrir los ajustes.',
  'notify.selectionUnavailableTitle': 'El atajo de teclado usa el portapapeles',
  'notify.selectionUnavailableBody':
    'Dialdesk no puede leer las selecciones en este equipo: primero copia el número y luego presiona el atajo de teclado.',
  'notify.clipboardNotRestoredTitle': 'Tu portapapeles cambió',
  'notify.clipboardNotRestoredBody':
    'Dialdesk copió tu selección para leerla y no pudo restaurar lo que tenía antes el portapapeles.',

  'hotkey.off': 'Desactivado.',
  'hotkey.notAccepted': '{shortcut} no es un atajo que este sistema acepte: elige otro.',
  'hotkey.taken': 'Otra aplicación o el sistema ya usa {shortcut}: elige otro atajo.',
  'hotkey.sameAsCall': '{shortcut} ya es el atajo para llamar a la selección: elige otro.',
  'hotkey.sameAsLookup': '{shortcut} ya es el atajo para consultar la selección: elige otro.',

  'shell.couldNotStart': 'Dialdesk no pudo iniciarse',
  'shell.autostartComment': 'Llamadas con un clic, buzón de voz y consulta de números',
  'shell.demoPortInvalid':
    '{variable} está definida, pero no es un número de puerto entre 1 y 65535: elimínala para usar la demostración integrada.',

  'update.checkTitle': 'Buscar actualizaciones',
  'update.developmentRun':
    'Este Dialdesk es una ejecución de desarrollo: solo un Dialdesk instalado busca actualizaciones.',
  'update.noUpdateAddress':
    'Esta compilación no busca actualizaciones: se creó sin una dirección de actualizaciones.',
  'update.managedByOrganization':
    'Tu organización gestiona las actualizaciones en este equipo: Dialdesk no las busca por su cuenta.',
  'update.upToDate': 'Dialdesk {version} está actualizado.',
  'update.availableTitle': 'Dialdesk {version} está disponible',
  'update.downloadFromPage': 'Descárgalo desde la página de la versión.',
  'update.download': 'Descargar',
  'update.availableToDownload':
    'Dialdesk {version} está disponible: descárgalo desde la página de la versión.',
  'update.availableDownloading':
    'Dialdesk {version} está disponible: se está descargando, y Dialdesk te propondrá reiniciar cuando esté listo.',
  'update.restartToUpdate': 'Reinicia para actualizar a la versión {version}',
  'update.restart': 'Reiniciar',
  'update.installOnQuit': 'Dialdesk {version} se instalará cuando salgas',
  'update.busyConfirmation': 'Hay una llamada esperando tu confirmación.',
  'update.busyRecentCall': 'Hiciste una llamada en los últimos diez minutos y es posible que siga en curso.',
  'update.notUpdated': 'Dialdesk no se actualizó',
  'update.checkFailed': 'Falló la búsqueda de actualizaciones: {reason}',
  'update.refusedNotNewer':
    'El servidor de actualizaciones respondió una segunda vez con la versión {version}, que no es más reciente que este Dialdesk ({current}), así que no se descargó nada.',
  'update.refusedPrerelease':
    'El servidor de actualizaciones ofrece la versión {version}, una versión de prueba, pero este Dialdesk solo acepta versiones estables, así que no se descargó nada.',
  'update.refusedChannel':
    'El servidor de actualizaciones ofrece la versión {version}, que no pertenece al canal {channel} que sigue este Dialdesk, así que no se descargó nada.',
  'update.refusedElsewhere':
    'La fuente de actualizaciones indica un archivo fuera de la carpeta de actualizaciones de Dialdesk ({address}). Dialdesk solo descarga actualizaciones de {folder}, así que no se descargó nada.',
  'update.badVersion':
    'La versión de esta compilación ({version}) no es un número de versión, así que no se puede comparar con la del servidor de actualizaciones.',
  'update.feedNotFound':
    'No se pudo leer la fuente de actualizaciones: {host} no tiene {file} (HTTP {status}). Comprueba la dirección del servidor de actualizaciones.',
  'update.httpStatus':
    'No se pudo conectar con el servidor de actualizaciones: {host} respondió HTTP {status}.',
  'update.feedTooLarge':
    'No se pudo leer la fuente de actualizaciones: {file} ocupa más de {size} bytes, así que no es una fuente.',
  'update.timedOut':
    'No se pudo conectar con el servidor de actualizaciones: {host} no respondió en {seconds} s.',
  'update.refused': 'No se pudo conectar con el servidor de actualizaciones: {host} rechazó la conexión.',
  'update.hostNotFound':
    'No se pudo conectar con el servidor de actualizaciones: no se encontró el servidor {host}.',
  'update.secureConnectionCode':
    'No se pudo conectar con el servidor de actualizaciones: falló la conexión segura con {host} ({code}).',
  'update.secureConnection':
    'No se pudo conectar con el servidor de actualizaciones: falló la conexión segura con {host} (certificado).',
  'update.offline':
    'No se pudo conectar con el servidor de actualizaciones: parece que el equipo no tiene conexión.',
  'update.connectionClosed':
    'No se pudo conectar con el servidor de actualizaciones: la conexión con {host} se cerró antes de recibir la respuesta completa.',
  'update.requestFailed':
    'No se pudo conectar con el servidor de actualizaciones: falló la solicitud a {host} ({reason}).',
  'update.requestFailedNoReason':
    'No se pudo conectar con el servidor de actualizaciones: falló la solicitud a {host} (sin motivo indicado).',
  'update.feedUnreadable': 'No se pudo leer la fuente de actualizaciones: {reason}',
  'update.feedNoFiles':
    'No se pudo leer la fuente de actualizaciones: no incluye ningún archivo de instalación.',
  'update.feedNotYaml':
    'No se pudo leer la fuente de actualizaciones: no es YAML válido ({reason} en la línea {line}).',
  'update.feedNotFeed':
    'No se pudo leer la fuente de actualizaciones: no es una fuente de actualizaciones. Comprueba la dirección del servidor de actualizaciones.',
  'update.feedUnexpected': 'No se pudo leer la fuente de actualizaciones: no tiene los campos esperados.',
  'update.feedFieldMissing': 'No se pudo leer la fuente de actualizaciones: falta {field}.',
  'update.feedFieldNotHash':
    'No se pudo leer la fuente de actualizaciones: {field} no es un hash SHA-512 en base64.',
  'update.feedFieldNotFileName':
    'No se pudo leer la fuente de actualizaciones: {field} no es un nombre de archivo.',
  'update.feedFieldEmpty': 'No se pudo leer la fuente de actualizaciones: {field} está vacío.',
  'update.feedFieldNotBytes':
    'No se pudo leer la fuente de actualizaciones: {field} no es un número de bytes.',
  'update.feedFieldNotFileEntry':
    'No se pudo leer la fuente de actualizaciones: {field} no es una entrada de archivo.',
  'update.feedFieldNotNotes':
    'No se pudo leer la fuente de actualizaciones: {field} no es ni texto ni una lista de notas.',
  'update.feedFieldNotVersion':
    'No se pudo leer la fuente de actualizaciones: {field} no es un número de versión como 1.4.0.',
  'update.feedFieldNotFileList':
    'No se pudo leer la fuente de actualizaciones: {field} no es una lista de archivos.',
  'update.feedFieldNotDate': 'No se pudo leer la fuente de actualizaciones: {field} no es una fecha.',
  'update.errorChecksum':
    'No se instaló la actualización: el archivo descargado no coincide con el hash SHA-512 que indica la fuente de actualizaciones, así que puede que se haya dañado o manipulado por el camino. Se eliminó.',
  'update.errorUnsignedVersion':
    'No se instaló la actualización: la versión {version} no está firmada por el editor de Dialdesk, así que puede que no provenga de él.',
  'update.errorUnsigned':
    'No se instaló la actualización: la nueva versión no está firmada por el editor de Dialdesk, así que puede que no provenga de él.',
  'update.errorWindowsSignatureCheck':
    'No se instaló la actualización: Windows no pudo comprobar la firma de la nueva versión, así que no se consideró de confianza.',
  'update.errorMacUnsignedApp':
    'No se instaló la actualización: esta copia de Dialdesk no está firmada, y macOS solo instala actualizaciones en aplicaciones firmadas.',
  'update.errorMacSignatureInvalid':
    'No se instaló la actualización: la firma de la nueva versión no superó la comprobación de macOS, así que puede que no provenga del editor de Dialdesk.',
  'update.errorFeedUnreadable':
    'No se instaló la actualización: no se pudo leer la fuente de actualizaciones.',
  'update.errorFeedVersion':
    'No se instaló la actualización: la fuente de actualizaciones no indica un número de versión válido.',
  'update.errorNoChecksum':
    'No se instaló la actualización: la fuente de actualizaciones no indica ningún hash del instalador, así que no se pudo comprobar.',
  'update.errorNoInstaller':
    'No se instaló la actualización: la fuente de actualizaciones no incluye ningún instalador.',
  'update.errorNoMacZip':
    'No se instaló la actualización: la versión publicada no incluye el zip para macOS desde el que se instalan las actualizaciones. Descárgala desde la página de la versión.',
  'update.errorNoFeedNamed':
    'No se instaló la actualización: el servidor de actualizaciones no tiene ninguna fuente de actualizaciones ({feed}) para este equipo.',
  'update.errorNoFeed':
    'No se instaló la actualización: el servidor de actualizaciones no tiene ninguna fuente de actualizaciones para este equipo.',
  'update.errorMissingFile':
    'No se instaló la actualización: el servidor de actualizaciones no tiene el archivo {file}; puede que la versión publicada esté incompleta. Dialdesk lo volverá a intentar más tarde.',
  'update.errorMissingFileUnnamed':
    'No se instaló la actualización: el servidor de actualizaciones no tiene ese archivo; puede que la versión publicada esté incompleta. Dialdesk lo volverá a intentar más tarde.',
  'update.errorServerStatus':
    'No se instaló la actualización: el servidor de actualizaciones tuvo un problema (HTTP {status}). Dialdesk lo volverá a intentar más tarde.',
  'update.errorServer':
    'No se instaló la actualización: el servidor de actualizaciones tuvo un problema. Dialdesk lo volverá a intentar más tarde.',
  'update.errorUnreachable':
    'No se instaló la actualización: no se pudo conectar con el servidor de actualizaciones. Dialdesk lo volverá a intentar más tarde.',
  'update.errorCertificate':
    'No se instaló la actualización: el certificado del servidor de actualizaciones no era de confianza, así que no se descargó nada de él.',
  'update.errorNotAppImage':
    'No se instaló la actualización: esta copia de Dialdesk no se ejecuta desde un archivo AppImage que se pueda sustituir.',
  'update.errorDiskFull':
    'No se instaló la actualización: no hay suficiente espacio libre en el disco para descargarla.',
  'update.errorCannotWrite':
    'No se instaló la actualización: Dialdesk no tiene permiso para escribir en la carpeta en la que está instalado.',
  'update.errorOther': 'No se instaló la actualización: {reason}',
  'update.errorNoReason': 'No se instaló la actualización: el actualizador no indicó ningún motivo.',
  // ─── Main's services ───
  // ---- the HTTP clients: what was being done ---------------------------------------------------------
  'api.errorDuring': '{operation}: {detail}',
  'api.operation.prepareRequest': 'preparar la solicitud',
  'api.operation.setUpPbxClient': 'configurar el cliente de la central telefónica',
  'api.operation.setUpLookupClient': 'configurar el cliente de consulta',
  'api.operation.placeCall': 'hacer la llamada',
  'api.operation.listCallHistory': 'listar el historial de llamadas',
  'api.operation.openCallRecord': 'abrir el registro de la llamada',
  'api.operation.listRecordings': 'listar las grabaciones de llamadas',
  'api.operation.downloadRecording': 'descargar la grabación',
  'api.operation.listVoicemail': 'listar el buzón de voz',
  'api.operation.openVoicemail': 'abrir el mensaje de voz',
  'api.operation.lookUpNumber': 'consultar el número',

  // ---- the HTTP clients: refused before sending ------------------------------------------------------
  'api.pbxKeyEmpty': 'la clave de API de la central telefónica está vacía.',
  'api.lookupKeyEmpty': 'la clave de la cuenta SIP principal está vacía.',
  'api.rule.page': '{name} debe ser un número entero igual o mayor que 0.',
  'api.rule.orderBy': 'orderBy debe tener la forma “start_epoch desc”.',
  'api.rule.range': 'cada extremo del intervalo de fechas debe ser una fecha y hora.',
  'api.rule.extension': 'la extensión solo puede tener dígitos (y * o #).',
  'api.rule.destination': 'el destino solo puede tener dígitos, con un + inicial opcional.',
  'api.rule.lookupNumber': 'el número debe tener de 2 a 20 dígitos, con un + inicial opcional.',
  'api.rule.recordId': 'el ID del registro {rule}.',
  'api.recordId.notText': 'no es texto',
  'api.recordId.empty': 'está vacío',
  'api.recordId.tooLong': 'tiene más de {max} caracteres',
  'api.recordId.pathStep': 'es un componente de ruta, no un ID',
  'api.recordId.badCharacter': 'contiene un carácter que un ID no puede tener (/, \\, ?, # o %)',
  'api.recordId.spaces': 'contiene espacios o caracteres de control',

  // ---- the HTTP clients: addresses -------------------------------------------------------------------
  'api.accountIdEmpty': 'El ID de cuenta está vacío.',
  'api.accountIdBadCharacter':
    'El ID de cuenta “{id}” contiene “{char}”, que no puede formar parte de un nombre de host. Usa las letras, dígitos y guiones del ID que te asignó tu proveedor, o define una URL base completa.',
  'api.accountIdSpace':
    'El ID de cuenta “{id}” contiene un espacio, que no puede formar parte de un nombre de host. Usa las letras, dígitos y guiones del ID que te asignó tu proveedor, o define una URL base completa.',
  'api.accountIdNotHost':
    'El ID de cuenta “{id}” no puede ser un nombre de host (63 caracteres como máximo, sin empezar ni terminar con guion). Define una URL base completa en su lugar.',
  'api.domainNotHost':
    'El dominio “{domain}” no es un nombre de host. Escríbelo como pbx.example.com (sin https:// ni ruta), o define una URL base completa.',
  'api.baseUrlInvalid': 'La URL base {rule}. Escríbela como https://pbx.example.com/app/api/7.',
  'api.urlRule.tooLong': 'tiene más de {max} caracteres',
  'api.urlRule.notUrl': 'no es una URL',
  'api.urlRule.httpsOrThisComputer':
    'debe empezar por https:// (http:// solo para este equipo: localhost, 127.0.0.1 o [::1])',
  'api.urlRule.https': 'debe empezar por https://',
  'api.urlRule.credentials':
    'no debe contener un nombre de usuario ni una contraseña (las claves van en sus propios campos)',
  'api.urlRule.queryOrFragment': 'no debe contener ? ni #',

  // ---- the HTTP clients: what the server answered ----------------------------------------------------
  'api.httpStatus': 'el servidor respondió HTTP {status}. {hint}',
  'api.httpStatusWithExcerpt': 'el servidor respondió HTTP {status} (“{excerpt}”). {hint}',
  'api.pbxHint.unauthorized':
    'La central telefónica rechazó la clave de API: revisa la clave de la central telefónica {where}.',
  'api.pbxHint.forbidden':
    'La cuenta de API no está autorizada para esta extensión, registro o buzón: pregunta al administrador de tu central telefónica.',
  'api.pbxHint.notFound':
    'No encontrado: puede que el elemento ya no exista o que esta instalación no ofrezca esta operación.',
  'api.pbxHint.serverError': 'La central telefónica tuvo un problema: vuelve a intentarlo en un momento.',
  'api.pbxHint.other': 'La central telefónica rechazó la solicitud.',
  'api.lookupHint.unauthorized':
    'El servicio de consulta rechazó la clave: revisa la clave de la cuenta SIP principal {where}.',
  'api.lookupHint.serverError':
    'El servicio de consulta tuvo un problema: vuelve a intentarlo en un momento.',
  'api.lookupHint.other': 'El servicio de consulta rechazó la solicitud.',
  'api.rateLimited': 'Demasiadas solicitudes: espera {wait} y vuelve a intentarlo.',
  'api.rateLimitedNoWait': 'Demasiadas solicitudes: espera un rato y vuelve a intentarlo.',
  'api.wait.seconds': { one: '{count} s', other: '{count} s' },
  'api.wait.minutes': { one: '{count} min', other: '{count} min' },
  'api.wait.hours': { one: '{count} h', other: '{count} h' },
  'api.pbxRedirect':
    'la central telefónica respondió con una redirección a otra dirección; revisa la URL base {where}.',
  'api.lookupRedirect':
    'el servicio de consulta respondió con una redirección a otra dirección; revisa la URL de consulta {where}.',
  'api.unexpectedContentType': 'el servidor envió {contentType}. {detail}',
  'api.noContentType': 'el servidor envió una respuesta sin tipo de contenido. {detail}',
  'api.expected.dataNotWebPage':
    'Es una página web, no datos de la API: comprueba que la URL base termine en /app/api/7 y que la API esté habilitada para la cuenta.',
  'api.expected.jsonOrXml': 'Se esperaban datos JSON o XML.',
  'api.expected.audio': 'Se esperaba audio, o audio en base64 dentro de JSON o de texto.',
  'api.expected.lookupJson': 'Se esperaba un resultado de consulta en JSON.',
  'api.expected.callReplyNotWebPage':
    'Es una página web, no una respuesta de la API: puede que la llamada se haya hecho o no. Revisa tu teléfono y, después, la URL base {where}.',
  'api.tooLarge':
    'la respuesta ocupa más de {bytes} bytes, el máximo que acepta esta aplicación; pide menos registros cada vez.',
  'api.tooDeep':
    'la respuesta anida datos a más de {levels} niveles de profundidad, algo que no hace ningún registro.',
  'api.invalidJson': 'la respuesta dice ser JSON, pero no es JSON válido (“{excerpt}”).',
  'api.invalidXml': 'la respuesta dice ser XML, pero no está bien formada (“{excerpt}”).',
  'api.notJsonObject': 'la respuesta no es un objeto JSON.',
  'api.lookupFieldNotText': 'el campo {field} del resultado de la consulta no es texto.',
  'api.lookupResultNotText': 'el resultado de la consulta contiene un campo que no es texto.',
  'api.lookupFailed': 'el servicio de consulta respondió con el código {code}: {message}',
  'api.lookupFailedNoCode': 'el servicio de consulta respondió sin código: {message}',
  'api.lookupFailedNoMessage': 'el servicio de consulta respondió con el código {code}: sin mensaje',
  'api.lookupFailedNothing': 'el servicio de consulta respondió sin código: sin mensaje',
  'api.lookupType': 'tipo {type}',
  'api.pbxRefused': 'la central telefónica rechazó la solicitud: {reason}',
  'api.serverFailure': 'el servidor informó de un error: {reason}',
  'api.failureWithoutReason': 'el servidor informó de un error sin indicar el motivo',
  'api.noList.fields':
    'no se encontró ninguna lista de registros en la respuesta (contiene los campos: {fields}).',
  'api.noList.value': 'no se encontró ninguna lista de registros en la respuesta (contiene un valor {type}).',
  'api.noRecordObjects.fields':
    'no se encontraron registros (objetos) en la respuesta (contiene los campos: {fields}).',
  'api.noRecordObjects.value':
    'no se encontraron registros (objetos) en la respuesta (contiene un valor {type}).',
  'api.noRecord.fields': 'no se encontró el registro {id} en la respuesta (contiene los campos: {fields}).',
  'api.noRecord.value': 'no se encontró el registro {id} en la respuesta (contiene un valor {type}).',
  'api.recordsWithoutId': 'los registros no tienen ID (se buscó {fields}).',
  'api.base64.textReply': 'la respuesta de texto no es base64 válido.',
  'api.base64.audioField': 'el campo de audio no es base64 válido.',
  'api.base64.field': '{field} no es base64 válido.',
  'api.noAudioField': 'la respuesta no contiene ningún campo de audio en base64.',
  'api.notAudio': {
    one: 'la respuesta no es audio en un formato conocido (WAV, MP3, OGG, FLAC, M4A o WebM): llegó {count} byte. Una página web en lugar de audio suele indicar una página de inicio de sesión o una URL base incorrecta.',
    many: 'la respuesta no es audio en un formato conocido (WAV, MP3, OGG, FLAC, M4A o WebM): llegaron {count} de bytes. Una página web en lugar de audio suele indicar una página de inicio de sesión o una URL base incorrecta.',
    other:
      'la respuesta no es audio en un formato conocido (WAV, MP3, OGG, FLAC, M4A o WebM): llegaron {count} bytes. Una página web en lugar de audio suele indicar una página de inicio de sesión o una URL base incorrecta.',
  },
  'api.notAudioStarting': {
    one: 'la respuesta no es audio en un formato conocido (WAV, MP3, OGG, FLAC, M4A o WebM): llegó {count} byte, que empieza por “{start}”. Una página web en lugar de audio suele indicar una página de inicio de sesión o una URL base incorrecta.',
    many: 'la respuesta no es audio en un formato conocido (WAV, MP3, OGG, FLAC, M4A o WebM): llegaron {count} de bytes, que empiezan por “{start}”. Una página web en lugar de audio suele indicar una página de inicio de sesión o una URL base incorrecta.',
    other:
      'la respuesta no es audio en un formato conocido (WAV, MP3, OGG, FLAC, M4A o WebM): llegaron {count} bytes, que empiezan por “{start}”. Una página web en lugar de audio suele indicar una página de inicio de sesión o una URL base incorrecta.',
  },

  // ---- the HTTP clients: the network -----------------------------------------------------------------
  'api.timeout':
    '{host} no respondió en {seconds} s. Vuelve a intentarlo; si sigue ocurriendo, puede que el servidor no esté funcionando.',
  'api.network.refused': 'no se pudo conectar con {host} (conexión rechazada). ¿Es correcta la dirección?',
  'api.network.notFound':
    'no se encontró el servidor {host}. Comprueba el ID de cuenta y el dominio, y tu red.',
  'api.network.secure':
    'falló la conexión segura con {host} ({code}). Comprueba la dirección o el proxy de tu red.',
  'api.network.certificate':
    'falló la conexión segura con {host} (problema de certificado). Comprueba la dirección o el proxy de tu red.',
  'api.network.offline': 'no se puede acceder a {host}: parece que el equipo no tiene conexión.',
  'api.network.closed': 'la conexión con {host} se cerró antes de recibir una respuesta completa.',
  'api.network.failed': 'falló la solicitud a {host} ({detail}).',
  'api.callTimeout':
    'la central telefónica no respondió en {seconds} s. Es posible que la llamada aún suene: revisa tu teléfono antes de volver a llamar.',
  'api.callBrokenAfterSending':
    '{reason} Es posible que la llamada aún suene: revisa tu teléfono antes de volver a llamar.',

  // ---- connections and keys --------------------------------------------------------------------------
  'connection.testPassedDemo':
    'Conectado a la central telefónica de demostración: se aceptó la clave y se puede leer el historial de llamadas.',
  'connection.testPassed': 'Conectado a {host}: se aceptó la clave y se puede leer el historial de llamadas.',
  'connection.lookupUrlMissing': 'Escribe la URL de consulta {where} para consultar números.',
  'connection.lookupUrlInvalid': 'La URL de consulta {rule}.',
  'connection.pbx.noAddress': 'Escribe el ID de cuenta y la URL base (o el ID de cuenta y el dominio).',
  'connection.lookup.noAddress': 'Escribe el ID de cuenta y la URL de consulta.',
  'connection.pbx.unusableKey':
    'La clave de API de la central telefónica guardada contiene caracteres que HTTP no admite: vuelve a escribirla {where}.',
  'connection.lookup.unusableKey':
    'La clave de la cuenta SIP principal guardada contiene caracteres que HTTP no admite: vuelve a escribirla {where}.',
  'connection.pbx.keyForOtherHost':
    'La clave de API de la central telefónica se escribió para otro servidor, así que no se envía a {host}: vuelve a escribirla {where} para este servidor.',
  'connection.lookup.keyForOtherHost':
    'La clave de la cuenta SIP principal se escribió para otro servidor, así que no se envía a {host}: vuelve a escribirla {where} para este servidor.',
  'connection.pbx.keyMissing':
    'La clave de API de la central telefónica no está configurada: escríbela {where}. Si ya la habías escrito, desbloquea el llavero del sistema.',
  'connection.lookup.keyMissing':
    'La clave de la cuenta SIP principal no está configurada: escríbela {where}. Si ya la habías escrito, desbloquea el llavero del sistema.',
  'connection.pbx.saveAccountFirst':
    'Primero escribe y guarda el ID de cuenta: la clave de API de la central telefónica se guarda por cuenta.',
  'connection.lookup.saveAccountFirst':
    'Primero escribe y guarda el ID de cuenta: la clave de la cuenta SIP principal se guarda por cuenta.',
  'connection.pbx.saveAddressFirst':
    'Primero escribe y guarda la URL base (o el ID de cuenta y el dominio): la clave de API de la central telefónica solo se guarda para ese servidor.',
  'connection.lookup.saveAddressFirst':
    'Primero escribe y guarda la URL de consulta: la clave de la cuenta SIP principal solo se guarda para ese servidor.',

  // ---- the keychain ----------------------------------------------------------------------------------
  'secrets.unavailable':
    'El llavero del sistema no está disponible, así que Dialdesk no puede guardar ni leer claves de API. {hint} ({detail})',
  'secrets.locked':
    'El llavero del sistema está bloqueado o denegó el acceso, así que Dialdesk no puede usar claves de API. {hint} ({detail})',
  'secrets.unavailableHint.linux':
    'Instala e inicia un Secret Service, como gnome-keyring (paquetes gnome-keyring y libsecret-1-0) o KWallet, y reinicia Dialdesk.',
  'secrets.unavailableHint.mac':
    'Abre Acceso a Llaveros, asegúrate de que existe tu llavero de inicio de sesión y reinicia Dialdesk.',
  'secrets.unavailableHint.windows':
    'Inicia sesión en Windows con tu propia cuenta de usuario para que el Administrador de credenciales de Windows esté disponible, y reinicia Dialdesk.',
  'secrets.unavailableHint.other': 'Instala o inicia el servicio de llavero del sistema y reinicia Dialdesk.',
  'secrets.lockedHint.linux':
    'Desbloquea tu llavero (el depósito predeterminado “login”, por ejemplo en Contraseñas y claves o en KWallet), acepta la solicitud del llavero si aparece y vuelve a intentarlo.',
  'secrets.lockedHint.mac':
    'Desbloquea tu llavero de inicio de sesión en Acceso a Llaveros, permite el acceso a Dialdesk cuando se te pida y vuelve a intentarlo.',
  'secrets.lockedHint.windows':
    'Desbloquea tu llavero iniciando sesión en Windows con tu propia cuenta de usuario y vuelve a intentarlo.',
  'secrets.lockedHint.other':
    'Desbloquea tu llavero, permite el acceso a Dialdesk cuando se te pida y vuelve a intentarlo.',
  'secrets.keytarNotLoaded': 'no se pudo cargar el módulo de llavero keytar: {reason}',
  'secrets.invalidKey': 'Esta clave de API no se puede guardar: {rule}',
  'secrets.keyRule.text': 'debe ser texto.',
  'secrets.keyRule.empty': 'está vacía.',
  'secrets.keyRule.tooLong': 'tiene más de {max} caracteres.',
  'secrets.keyRule.blank':
    'contiene espacios, tabulaciones o saltos de línea. Vuelve a copiar la clave sin los espacios que la rodean.',
  'secrets.keyRule.notAscii':
    'contiene caracteres que no se pueden enviar por HTTP. Una clave de API solo contiene las letras de la A a la Z, dígitos y los signos de puntuación de un teclado estadounidense.',

  // ---- errors ----------------------------------------------------------------------------------------
  'error.internal':
    'Dialdesk encontró un error interno ({kind}). Vuelve a intentarlo; si persiste, reinicia la aplicación.',
  'error.unknownSetting': 'no es un ajuste conocido',
  'error.invalidSettings': 'Configuración no válida: {problems}',
  'error.fieldProblem': '{field}: {problem}',
  'error.invalidRequest': 'Solicitud no válida: {field} {rule}',
  'error.invalidRequestNoDetail': 'Solicitud no válida: el argumento no es válido.',
  'error.theArgument': 'el argumento',
  'text.twoSentences': '{first} {second}',
  'place.inSettings': 'en Configuración',
  'place.onThisPage': 'en esta página',

  // ---- calls -----------------------------------------------------------------------------------------
  'calls.status': 'Primero suena tu extensión {extension}; contesta para conectar con {number}.',
  'calls.statusThenDial':
    'Primero suena tu extensión {extension}; contesta para conectar con {number}. Cuando se conecte, marca la extensión {dialAfter}.',
  'calls.enterExtension': 'Escribe tu extensión {where}: es la que suena primero.',
  'calls.notPending': 'Esta llamada ya no está en espera: se realizó, se canceló o se sustituyó.',
  'calls.doNotCall':
    '{number} está en la lista de exclusión: confirma que quieres llamar antes de que se realice la llamada.',
  'calls.outsideHours':
    'Donde suena {number} es fuera del horario de llamadas: confirma que quieres llamar ahora antes de que se realice la llamada.',
  'hours.endBeforeStart': 'El horario de llamadas debe terminar después de empezar: no se guardó nada.',
  'calls.mayStillRing':
    'Es posible que la llamada a {number} aún suene: no llegó la respuesta de la central telefónica. Revisa tu teléfono antes de volver a intentarlo.',
  'calls.refusedHttp': 'La central telefónica se negó a llamar a {number} (HTTP {status}).',
  'calls.refusedHttpCode': 'La central telefónica se negó a llamar a {number} (HTTP {status}: {code}).',
  'calls.hint.checkKey': 'Revisa la clave de la central telefónica {where}.',
  'calls.hint.notAuthorised':
    'Es posible que la cuenta de API no esté autorizada para tu extensión: pregunta al administrador de tu central telefónica.',
  'calls.hint.wait': 'Espera un momento antes de volver a intentarlo.',
  'calls.refused': 'La central telefónica se negó a llamar a {number}.',
  'calls.unreachable':
    'Dialdesk no pudo comunicarse con la central telefónica para llamar a {number}: comprueba la red y la URL base {where}.',
  'calls.notSendable': '{number} no se puede enviar a la central telefónica como número al que llamar.',
  'calls.unreadableAnswer':
    'No se pudo leer la respuesta de la central telefónica a la llamada a {number}: revisa tu teléfono antes de volver a intentarlo.',
  'calls.inProgress':
    'Hace un momento se inició una llamada a {number}, así que esta no se envió. Espera unos segundos y vuelve a intentarlo.',
  'calls.hotkeyNotRegistered': 'Aún no registrado.',

  // ---- numbers ---------------------------------------------------------------------------------------
  'numbers.notANumber': '“{text}” no es un número: no hay nada a lo que llamar.',
  'numbers.noNumberIn': '“{text}” no contiene ningún número al que llamar.',
  'numbers.typeNumber': 'Escribe un número al que llamar.',
  'numbers.vanity':
    '“{vanity}” escribe su número con letras, y Dialdesk solo marca dígitos: escríbelo como {digits} si ese es el número.',
  'numbers.noneFound': 'No se encontró ningún número de teléfono al que llamar.',

  // ---- lookups ---------------------------------------------------------------------------------------
  'lookups.noNumber': 'No se encontró ningún número de teléfono que consultar.',
  'lookups.notOutside':
    '{number} es una extensión, un código de función o un número local sin código de área; las consultas son para números externos.',
  'lookups.testFacts': 'La consulta funciona: {number} es {facts}.',
  'lookups.testFound': 'La consulta funciona: se encontró {number}.',
  'lookups.keyRefused': 'El servicio de consulta rechazó la clave.',
  'lookups.keyAccepted': 'El servicio de consulta aceptó la clave.',

  // ---- saved accounts --------------------------------------------------------------------------------
  'account.demoName': 'Demostración',
  'account.defaultName': 'Mi central telefónica',
  'account.notSaved': 'Esta cuenta ya no está guardada: se quitó, quizá desde otra ventana de Dialdesk.',
  'account.rule.savedId': 'debe ser el ID de una cuenta guardada',
  'account.rule.nameEmpty': 'no debe estar vacío',
  'account.rule.nameTooLong': 'debe tener {max} caracteres como máximo',
  'account.rule.nameControl': 'no debe contener caracteres de control',
  'accountsFile.damage.notJson': 'está cortado o no es JSON',
  'accountsFile.damage.tooLarge': 'es mucho más grande de lo que nunca llega a ser una lista de cuentas',
  'accountsFile.damage.wrongShape': 'no contiene una lista de cuentas que este Dialdesk pueda leer',
  'accountsFile.restored':
    'No se pudo leer la lista de tus cuentas ({damage}), así que Dialdesk la restauró a partir de la copia que guarda: todas las cuentas han vuelto, con sus claves y su historial.',
  'accountsFile.restoredMissing':
    'Faltaba la lista de tus cuentas (accounts.json), así que Dialdesk la restauró a partir de la copia que guarda: todas las cuentas han vuelto, con sus claves y su historial.',
  'accountsFile.keptAt':
    'El archivo tal como estaba se conserva como {path}: puedes borrarlo cuando tus cuentas estén como las dejaste.',
  'accountsFile.notKept': 'No se pudo apartar el archivo tal como estaba ({cause}).',
  'accountsFile.notRestored':
    'No se pudo leer la lista de tus cuentas ({damage}) y Dialdesk no tenía ninguna copia en buen estado para restaurarla.',
  'accountsFile.rebuilt':
    'La cuenta en uso, {name}, se volvió a configurar a partir de la configuración con un ID nuevo: vuelve a introducir sus claves.',
  'accountsFile.howToRestore':
    'Para recuperar tus cuentas con sus claves y su historial, cierra Dialdesk, pon un accounts.json en buen estado en {folder} (de una copia de seguridad, o el archivo conservado ya reparado) y vuelve a abrir Dialdesk.',
  'accountsFile.newIds': {
    one: 'Una cuenta de la lista tenía el mismo ID que una cuenta anterior (¿una edición a mano?), así que recibió un ID propio: {names}. Aún no tiene claves ni historial propios: úsala e introduce sus claves, o elimínala.',
    other:
      '{count} cuentas de la lista tenían el mismo ID que una cuenta anterior (¿una edición a mano?), así que cada una recibió un ID propio: {names}. Aún no tienen claves ni historial propios: usa cada una e introduce sus claves, o elimínala.',
  },
  'accountsFile.newIdNote':
    'Tenía el mismo ID que otra cuenta, así que en este inicio recibió uno propio: aún no tiene claves ni historial propios.',
  'accountsFile.newer':
    'Esta lista de cuentas la guardó un Dialdesk más reciente (versión de lista {version}), así que este la deja tal como está: muestra las cuentas que puede leer y no puede añadir, cambiar ni eliminar ninguna. Usa el Dialdesk más reciente para cambiarlas.',
  'accountsFile.newerUnread': {
    one: '{count} cuenta de la lista no se pudo leer aquí y no se muestra.',
    other: '{count} cuentas de la lista no se pudieron leer aquí y no se muestran.',
  },

  // ---- the IPC door ----------------------------------------------------------------------------------
  'ipc.unknownRequest': 'Solicitud desconocida.',
  'ipc.noWindow': 'Solicitud rechazada: ninguna ventana de aquí tiene permiso para hacerla.',
  'ipc.notDialdeskWindow': 'Solicitud rechazada: no procede de una ventana de Dialdesk.',
  'ipc.notThisWindow': 'Solicitud rechazada: solo puede hacerla la ventana a la que se refiere.',
  'ipc.rule.empty': 'está vacío',
  'ipc.rule.tooLong': 'tiene más de {max} caracteres',
  'ipc.rule.day': 'debe ser una fecha con el formato AAAA-MM-DD',
  'ipc.rule.fieldName': 'debe ser un nombre de campo',
  'ipc.rule.atLeastPx': 'debe ser de al menos {min} px CSS',
  'ipc.rule.atMostPx': 'debe ser de {max} px CSS como máximo',
  'ipc.rule.pageLength': 'debe ser un número de px CSS entre 1 y {max}',
  'ipc.rule.rangeOrder': 'no debe terminar antes de empezar',
  'ipc.rule.tooMany': 'contiene más de {max} entradas',
  // ─── What main keeps on this computer ───
  // The local call history: shown in History's status line and in Settings.
  'localHistory.fault.damaged': 'El historial de llamadas de este equipo está dañado ({reason}).',
  'localHistory.fault.newer':
    'El historial de llamadas de este equipo lo escribió una versión más reciente de Dialdesk: esta versión no lo modifica y muestra el historial de la central telefónica. Actualiza Dialdesk para volver a usarlo.',
  'localHistory.fault.busy':
    'Otro Dialdesk de este equipo está usando el historial de llamadas en este momento; se volverá a intentar en breve.',
  'localHistory.fault.readOnly':
    'Dialdesk no tiene permiso para escribir en la carpeta que contiene su historial de llamadas ({folder}): se muestra el historial de la central telefónica hasta que pueda hacerlo.',
  'localHistory.fault.full':
    'El disco que contiene los datos de Dialdesk está lleno: libera espacio y el historial se pondrá al día.',
  'localHistory.fault.other':
    'No se pudo usar el historial de llamadas de este equipo ({reason}); se volverá a intentar.',
  'localHistory.setAside':
    'No se pudo leer el historial de llamadas local ({reason}). Se movió a {path} y se está reconstruyendo a partir de la central telefónica.',
  'localHistory.notUpToDate':
    'El historial de llamadas de este equipo no está al día (Dialdesk lo sigue intentando): {reason}',

  // The settings file: a warning shown once at start when the file had to be repaired or replaced.
  'settingsFile.unreadable':
    'Dialdesk no pudo leer su archivo de configuración ({reason}), así que se inició con la configuración predeterminada.',
  'settingsFile.notJson':
    'El archivo de configuración estaba dañado (no es JSON válido), así que Dialdesk se inició con la configuración predeterminada.',
  'settingsFile.tooLarge':
    'El archivo de configuración estaba dañado (es más grande de lo que puede llegar a ser), así que Dialdesk se inició con la configuración predeterminada.',
  'settingsFile.notObject':
    'El archivo de configuración estaba dañado (no contiene un objeto de configuración), así que Dialdesk se inició con la configuración predeterminada.',
  'settingsFile.movedAside': 'El archivo original se movió a {path}.',
  'settingsFile.notMovedAside': 'No se pudo apartar ({cause}) y sigue en {path}.',
  'settingsFile.fieldsReset':
    'Algunos ajustes no eran válidos y se restablecieron a sus valores predeterminados: {fields}.',
  'settingsFile.keysDropped':
    'Se descartaron ajustes anidados a demasiada profundidad para conservarlos: {keys}.',
  'settingsFile.keysDroppedMore': {
    one: 'Se descartaron ajustes anidados a demasiada profundidad para conservarlos: {keys} y {count} más.',
    other: 'Se descartaron ajustes anidados a demasiada profundidad para conservarlos: {keys} y {count} más.',
  },
  'settingsFile.copyKept': 'Se guardó una copia del archivo de configuración original en {path}.',
  'settingsFile.notCopied': 'No se pudo copiar el archivo de configuración de {path} ({cause}).',

  // The rule a settings field broke: starts in lower case, no full stop.
  'settingsFile.rule.apiUrl':
    'debe ser una URL https:// sin nombre de usuario, contraseña, ? ni # (http:// solo en este equipo: localhost, 127.0.0.1, [::1]), o estar vacío',
  'settingsFile.rule.numberFormat': "debe ser 'e164', 'national-digits' o 'country-digits'",
  'settingsFile.rule.hotkey':
    "debe ser uno o más modificadores y una tecla unidos por '+', como 'CommandOrControl+Shift+D', o estar vacío",
  'settingsFile.rule.language': 'debe ser uno de estos valores: {choices}',
  'settingsFile.rule.accountId': 'debe tener como máximo 63 letras, dígitos o guiones',
  'settingsFile.rule.domain': "debe ser un nombre de host como 'pbx.example.com', o estar vacío",
  'settingsFile.rule.extension': 'debe tener de 2 a 10 dígitos, o estar vacío',
  'settingsFile.rule.region': "debe ser un código de país de dos letras, como 'US'",
  'settingsFile.rule.wholeMinutes': 'debe ser un número entero de minutos',
  'settingsFile.rule.minutesAtLeast1': 'debe ser de al menos 1 minuto',
  'settingsFile.rule.minutesAtMost60': 'debe ser de 60 minutos como máximo',
  'settingsFile.rule.wholeDays': 'debe ser un número entero de días',
  'settingsFile.rule.daysAtLeast0': 'debe ser de al menos 0 días',
  'settingsFile.rule.daysAtLeast1': 'debe ser de al menos 1 día',
  'settingsFile.rule.daysAtMost365': 'debe ser de 365 días como máximo',
  'settingsFile.rule.daysAtMost3650': 'debe ser de 3650 días como máximo',

  // Why a file could not be read or written: a clause inside a sentence, in lower case.
  'storage.cause.permissionDenied': 'permiso denegado',
  'storage.cause.readOnlyDisk': 'el disco es de solo lectura',
  'storage.cause.diskFull': 'el disco está lleno',
  'storage.cause.quotaUsed': 'se agotó tu cuota de disco',
  'storage.cause.noFolder': 'la carpeta no existe',
  'storage.cause.fileForFolder': 'hay un archivo donde debería estar la carpeta',
  'storage.cause.folderForFile': 'hay una carpeta donde debería estar el archivo',
  'storage.cause.tooManyOpen': 'hay demasiados archivos abiertos',
  'storage.cause.diskError': 'el disco notificó un error',
  'storage.cause.pathTooLong': 'la ruta es demasiado larga',
  'storage.cause.fileInUse': 'otro programa está usando el archivo',
  'storage.cause.other': 'un error del sistema de archivos',
  'storage.cause.unknown': 'un error desconocido del sistema de archivos',
  'storage.causeWithCode': '{cause} ({code})',
  'storage.writeFailed':
    'Dialdesk no pudo escribir {file} en la carpeta {folder}: {cause}. Comprueba que la carpeta exista, que tengas permiso para escribir en ella y que haya espacio en el disco.',

  // Saved audio: the first word of the file name offered. Only characters a file name may hold.
  'files.voicemailLabel': 'Mensaje de voz',
  'files.recordingLabel': 'Grabación',
  'files.audioLabel': 'Audio',
  'files.noAudio': 'La central telefónica no envió audio para este mensaje: no hay nada que guardar.',
  'files.showOnlySaved': 'Dialdesk solo puede mostrar un archivo que haya guardado él mismo.',

  // The CSV export: the headers of the columns a person reads first.
  'export.column.date': 'Fecha',
  'export.column.time': 'Hora',
  'export.column.direction': 'Sentido',
  'export.column.name': 'Nombre',
  'export.column.number': 'Número',
  'export.column.otherParty': 'Otro interlocutor',
  'export.column.duration': 'Duración',
  'export.column.result': 'Resultado',
  'export.column.outcome': 'Resultado (nota)',
  'export.column.note': 'Nota',
  'export.direction.inbound': 'Entrante',
  'export.direction.outbound': 'Saliente',
  'export.direction.local': 'Interna',
  'export.nestedTooDeep': '(anidado a demasiada profundidad para mostrarlo)',
  'export.alreadyRunning': 'Ya hay una exportación en curso: espera a que termine o cancélala.',
  'export.fileNameRange': 'Llamadas del {from} al {to}',
  'export.fileNameUntil': 'Llamadas hasta el {day}',

  'voicemailWatch.notListed':
    'Este mensaje no está en la lista del buzón de voz que Dialdesk cargó por última vez: actualiza la lista y vuelve a reproducirlo.',
  // ─── Contacts file ───
  'contacts.rule.id': 'no es el identificador de un contacto',
  'contacts.rule.nameMissing': 'está vacío: cada contacto necesita un nombre',
  'contacts.rule.label': 'debe ser trabajo, móvil, casa, extensión u otro',
  'contacts.rule.tooManyNumbers': 'tiene más de {max} números',
  'contacts.refused': 'El contacto no se guardó. {reason}',
  'contacts.notSaved': 'Este contacto ya no está guardado: se eliminó, quizá en otra ventana.',
  'contacts.numberNotSaved': 'Este número ya no está guardado en ningún contacto.',
  'contacts.otherAccountsExtension':
    'Es una extensión de la cuenta {account}: solo se puede llamar y marcar como favorita mientras esa cuenta esté en uso.',
  'contacts.favouritesChanged':
    'Los favoritos cambiaron mientras tanto: su orden no se guardó. Inténtalo de nuevo.',
  'contacts.fault.damaged': 'Tu archivo de contactos está dañado ({reason}).',
  'contacts.fault.newer':
    'Tu archivo de contactos lo escribió un Dialdesk más reciente: este no lo modifica. Actualiza Dialdesk para volver a usar tus contactos.',
  'contacts.fault.busy':
    'Otro Dialdesk de este equipo está usando tu archivo de contactos ahora mismo: el cambio no se guardó. Inténtalo de nuevo en un momento.',
  'contacts.fault.readOnly':
    'Dialdesk no puede escribir en la carpeta de tus contactos ({folder}): los cambios no se podrán guardar hasta que pueda.',
  'contacts.fault.full': 'El disco donde están tus contactos está lleno: libera espacio y vuelve a guardar.',
  'contacts.fault.other': 'No se pudo usar tu archivo de contactos ({reason}); el cambio no se guardó.',
  'contacts.restored':
    'Tu archivo de contactos estaba dañado. Se restauraron los contactos del {date} desde una copia de seguridad; el archivo dañado se conserva en {path}.',
  'contacts.notRestored':
    'Tu archivo de contactos estaba dañado y no se pudo leer ninguna copia de seguridad, así que Dialdesk empezó uno nuevo y vacío. El archivo dañado se conserva en {path}.',
  'contacts.backupFailed':
    'No se pudo hacer la copia de seguridad de hoy de tus contactos ({reason}); tus contactos sí están guardados.',
  // ─── Open in CRM (main) ───
  'crm.schemeUnreadable':
    '«{scheme}» no es un esquema con el que pueda empezar una dirección: letras y luego letras, dígitos, + . o -.',
  'crm.schemeNever':
    'Las direcciones que empiezan por {scheme}: nunca se abren: Dialdesk solo abre direcciones https:// o el esquema propio de una app de CRM.',
  'crm.unknownPlaceholder': '{placeholder} no es un marcador que Dialdesk rellene: usa {known}.',
  'crm.unreadable':
    'Esta no es una dirección que Dialdesk pueda abrir: escríbela como la dirección de búsqueda de tu CRM, empezando por https:// y su host.',
  'crm.placeholderIn':
    'Un marcador no puede ir en {part}: cambiaría adónde lleva la dirección. Ponlo en la ruta o después del «?».',
  'crm.part.scheme': 'el esquema',
  'crm.part.user': 'el nombre de usuario',
  'crm.part.password': 'la contraseña',
  'crm.part.host': 'el host',
  'crm.part.port': 'el puerto',
  'crm.schemeNotAllowed':
    'Las direcciones que empiezan por {scheme}: no se abren: usa https:// o permite ese esquema a propósito.',
  'crm.holdsKey':
    'La dirección contiene una clave de esta cuenta: una clave nunca va al CRM. Quítala de la dirección.',
  'crm.cannotOpen': 'Dialdesk no puede abrir direcciones en este equipo.',
  'crm.noTemplate':
    'Esta cuenta no tiene una dirección de CRM: añade una en Configuración, en Abrir en el CRM.',
  'crm.showFirst': 'Esta dirección de CRM aún no se ha mostrado: mírala primero y luego ábrela.',
  // ─── Notes on calls and voicemail (main) ───
  'notes.fault.damaged': 'El archivo de tus notas de llamadas está dañado ({reason}).',
  'notes.fault.newer':
    'El archivo de tus notas de llamadas lo escribió un Dialdesk más reciente: este no lo modifica. Actualiza Dialdesk para volver a usar tus notas.',
  'notes.fault.busy':
    'Otro Dialdesk de este equipo está usando ahora el archivo de tus notas: la nota no se guardó. Vuelve a intentarlo en un momento.',
  'notes.fault.readOnly':
    'Dialdesk no puede escribir en la carpeta de tus notas ({folder}): no se pueden guardar notas hasta que pueda.',
  'notes.fault.full': 'El disco de tus notas está lleno: libera espacio y vuelve a guardar la nota.',
  'notes.fault.other': 'No se pudo usar el archivo de tus notas ({reason}); la nota no se guardó.',
  'notes.restored':
    'El archivo de tus notas de llamadas estaba dañado. Se restauraron las notas del {date} desde una copia de seguridad; el archivo dañado se conserva en {path}.',
  'notes.notRestored':
    'El archivo de tus notas de llamadas estaba dañado y no se pudo leer ninguna copia de seguridad, así que Dialdesk empezó uno nuevo y vacío. El archivo dañado se conserva en {path}.',
  'notes.backupFailed':
    'No se pudo hacer la copia de seguridad de hoy de tus notas ({reason}); tus notas sí están guardadas.',
  'notes.outcome.reached': 'Contactado',
  'notes.outcome.leftMessage': 'Dejé un mensaje',
  'notes.outcome.noAnswer': 'Sin respuesta',
  'notes.outcome.wrongNumber': 'Número equivocado',
  'notes.outcome.followUp': 'Hacer seguimiento',
  'notes.unknownOutcome': 'Este resultado ya no está en la lista: elige otro.',
  'notes.outcomeEmpty': 'Un resultado necesita un nombre.',
  'notes.outcomeTwice': '«{label}» está dos veces en la lista: da a cada resultado su propio nombre.',
  'notes.noNumber': 'Esta llamada no tiene un número bajo el que guardar una nota.',
  'notes.placedCallGone':
    'Ya no se puede añadir una nota a esta llamada aquí: Dialdesk se reinició desde que se hizo. Añade la nota a la llamada en el historial.',
  // ─── Importing contacts: the files ───
  // What main says about a file chosen for import before it knows what is in it.
  'import.emptyFile': '{file} está vacío.',
  'import.archive':
    '{file} es un archivo comprimido, no una libreta de direcciones: descomprímelo e importa el archivo .vcf o .csv que contiene.',
  'import.notContacts':
    '{file} no es una libreta de direcciones que Dialdesk pueda leer: importa un archivo vCard (.vcf) o un archivo CSV exportado de Outlook o de Google Contactos.',
  'import.faxes': {
    one: 'Se dejó fuera {count} número de fax: un fax no puede atender una llamada.',
    many: 'Se dejaron fuera {count} de números de fax: un fax no puede atender una llamada.',
    other: 'Se dejaron fuera {count} números de fax: un fax no puede atender una llamada.',
  },
  'import.fileTooManyContacts':
    '{file} contiene más de {max} contactos, más de los que admite una importación: divídelo en archivos más pequeños e impórtalos uno tras otro.',
  'import.noteOfFile': '{file}: {note}',
  // ─── Importing contacts: vCard files ───
  // How main reads a vCard file (.vcf) the person imports: what it says about the file and its cards.
  'import.vcard.readAs': 'vCard {versions}, {encoding}',
  'import.vcard.readAsFrom': 'vCard {versions} de {producer}, {encoding}',
  'import.vcard.readAsUnread': 'vCard sin ninguna tarjeta legible, {encoding}',
  'import.vcard.producer.apple': 'Contactos de Apple',
  'import.vcard.producer.google': 'Google Contactos',
  'import.vcard.groups': {
    one: 'Se omitió {count} grupo de contactos: Dialdesk importa personas, no grupos.',
    many: 'Se omitieron {count} de grupos de contactos: Dialdesk importa personas, no grupos.',
    other: 'Se omitieron {count} grupos de contactos: Dialdesk importa personas, no grupos.',
  },
  'import.vcard.nested': {
    one: 'Se omitió {count} tarjeta escrita dentro de otra (la de un asistente).',
    many: 'Se omitieron {count} de tarjetas escritas dentro de otras (las de un asistente).',
    other: 'Se omitieron {count} tarjetas escritas dentro de otras (las de un asistente).',
  },
  'import.vcard.withoutEnd': {
    one: '{count} tarjeta no tenía línea END y se omitió.',
    many: '{count} de tarjetas no tenían línea END y se omitieron.',
    other: '{count} tarjetas no tenían línea END y se omitieron.',
  },
  'import.vcard.withoutVersion': {
    one: '{count} tarjeta no tenía línea VERSION y se omitió.',
    many: '{count} de tarjetas no tenían línea VERSION y se omitieron.',
    other: '{count} tarjetas no tenían línea VERSION y se omitieron.',
  },
  'import.vcard.unreadableCards': {
    one: '{count} tarjeta no se pudo leer y se omitió.',
    many: '{count} de tarjetas no se pudieron leer y se omitieron.',
    other: '{count} tarjetas no se pudieron leer y se omitieron.',
  },
  'import.vcard.overflowing': {
    one: '{count} tarjeta era demasiado larga para leerla entera: se leyó su comienzo y se omitió el resto.',
    many: '{count} de tarjetas eran demasiado largas para leerlas enteras: se leyó el comienzo de cada una y se omitió el resto.',
    other:
      '{count} tarjetas eran demasiado largas para leerlas enteras: se leyó el comienzo de cada una y se omitió el resto.',
  },
  'import.vcard.unreadableLines': {
    one: '{count} línea no se pudo leer y se omitió.',
    many: '{count} de líneas no se pudieron leer y se omitieron.',
    other: '{count} líneas no se pudieron leer y se omitieron.',
  },
  // ─── Importing contacts: CSV files ───
  // How main reads a CSV file of contacts (Outlook, Google Contacts): what it says about the file.
  'import.csv.outlookEnglish': 'CSV de Outlook, encabezados en inglés',
  'import.csv.outlookGerman': 'CSV de Outlook, encabezados en alemán',
  'import.csv.google': 'CSV de Google Contactos',
  'import.csv.googleOlder': 'CSV de Google Contactos (exportación antigua)',
  'import.csv.readAs': '{layout}, {encoding}',
  'import.csv.readAsSemicolons': '{layout}, {encoding}, separado por ;',
  'import.csv.readAsTabs': '{layout}, {encoding}, separado por tabulaciones',
  'import.csv.linesUnreadable': {
    one: 'No se pudo leer {count} línea (una comilla fuera de lugar) y se omitió.',
    many: 'No se pudieron leer {count} de líneas (comillas fuera de lugar) y se omitieron.',
    other: 'No se pudieron leer {count} líneas (comillas fuera de lugar) y se omitieron.',
  },
  'import.csv.quoteNeverCloses':
    'Una comilla del archivo nunca se cierra: todo lo que le sigue, hasta el final del archivo, se omitió.',
  'import.csv.extraCells': {
    one: '{count} fila tiene más celdas que columnas el encabezado: se dejaron fuera las celdas posteriores a la última columna.',
    many: '{count} de filas tienen más celdas que columnas el encabezado: se dejaron fuera las celdas posteriores a la última columna.',
    other:
      '{count} filas tienen más celdas que columnas el encabezado: se dejaron fuera las celdas posteriores a la última columna.',
  },
  'import.csv.noContacts':
    '{file} no contiene contactos: ninguna de sus filas tiene un nombre, una empresa, una nota o un número.',
  'import.csv.noContactsReadable': {
    one: '{file} no contiene contactos que Dialdesk pueda leer: no se pudo leer {count} línea (una comilla fuera de lugar).',
    many: '{file} no contiene contactos que Dialdesk pueda leer: no se pudieron leer {count} de líneas (comillas fuera de lugar).',
    other:
      '{file} no contiene contactos que Dialdesk pueda leer: no se pudieron leer {count} líneas (comillas fuera de lugar).',
  },
  'import.csv.rowTooLong':
    '{file} tiene una fila de más de {max} caracteres, algo que ninguna exportación de contactos escribe. La causa habitual es una comilla que nunca se cierra: revisa el archivo en un editor de texto.',
  'import.csv.binary':
    '{file} contiene datos binarios, no texto: está dañado o no es una exportación CSV de contactos.',
  // ─── Importing contacts: the preview and the import ───
  // What main says when it compares the files with the person's contacts and imports them.
  'import.tooManyContacts':
    'Estos archivos contienen más de {max} contactos en total: Dialdesk importa como máximo {max} a la vez. Elige menos archivos.',
  'import.previewGone':
    'Esta vista previa ya no está vigente y no se importó nada: vuelve a elegir los archivos para ver qué haría importarlos.',
  'import.note.numbersDropped': {
    one: '{count} contacto tenía {held} números: se conservaron los {max} primeros.',
    other:
      '{count} contactos tenían más de {max} números, {held} en total: se conservaron los {max} primeros de cada uno.',
  },
  'import.note.namesCut': {
    one: '{count} nombre tenía más de {max} caracteres: se recortó a {max}.',
    other: '{count} nombres tenían más de {max} caracteres: se recortaron a {max}.',
  },
  'import.note.companiesCut': {
    one: '{count} empresa tenía más de {max} caracteres: se recortó a {max}.',
    other: '{count} empresas tenían más de {max} caracteres: se recortaron a {max}.',
  },
  'import.note.notesCut': {
    one: '{count} nota tenía más de {max} caracteres: se recortó a {max}.',
    other: '{count} notas tenían más de {max} caracteres: se recortaron a {max}.',
  },
  'import.note.numbersTooLong': {
    one: '{count} número tenía más de {max} caracteres y se omitió: ningún número de teléfono es tan largo.',
    other:
      '{count} números tenían más de {max} caracteres y se omitieron: ningún número de teléfono es tan largo.',
  },
  'import.note.cleaned': {
    one: '{count} contacto tenía caracteres de control o de dirección del texto: se quitaron.',
    other: '{count} contactos tenían caracteres de control o de dirección del texto: se quitaron.',
  },
  'import.note.empty': {
    one: '{count} contacto no tenía nombre, empresa ni número y se omitió.',
    other: '{count} contactos no tenían nombre, empresa ni número y se omitieron.',
  },
  // ─── Exporting contacts ───
  // What main says when it writes the person's contacts to a vCard or CSV file.
  'dialog.exportContactsTitle': 'Exportar contactos',
  'dialog.vcardFiles': 'vCard',
  'contactsExport.fileName': 'Contactos {day}',
  'contactsExport.noContacts': 'Todavía no tienes contactos que exportar.',
  'contactsExport.noneMatch':
    'Ningún contacto coincide con “{text}”, así que no hay nada que exportar. Borra la búsqueda para exportar todos tus contactos.',
  'contactsExport.numbersLeftOut': {
    one: '{count} número de {contacts} no cabía en las columnas de Outlook y se omitió: exporta en vCard para conservarlos todos.',
    many: '{count} de números de {contacts} no cabían en las columnas de Outlook y se omitieron: exporta en vCard para conservarlos todos.',
    other:
      '{count} números de {contacts} no cabían en las columnas de Outlook y se omitieron: exporta en vCard para conservarlos todos.',
  },
  'contactsExport.ofContacts': {
    one: '{count} contacto',
    many: '{count} de contactos',
    other: '{count} contactos',
  },
  // ─── People: Import and Export ───
  // The People screen's Import and Export: the buttons, the preview screen, the conflicts, the results.
  'people.import.button': 'Importar…',
  'people.export.button': 'Exportar…',
  'people.import.reading': 'Leyendo la libreta de direcciones…',
  'people.import.cancelling': 'Deteniendo…',
  'people.import.refused': 'No se pudo importar la libreta de direcciones',
  'people.import.done': 'Importación terminada: {result}.',
  'people.import.done.added': {
    one: '{count} contacto añadido',
    many: '{count} de contactos añadidos',
    other: '{count} contactos añadidos',
  },
  'people.import.done.updated': {
    one: '{count} actualizado',
    many: '{count} actualizados',
    other: '{count} actualizados',
  },
  'people.import.done.kept': {
    one: '{count} conservado tal como lo tenías',
    many: '{count} conservados tal como los tenías',
    other: '{count} conservados tal como los tenías',
  },
  'people.import.done.unchanged': {
    one: '{count} ya al día',
    many: '{count} ya al día',
    other: '{count} ya al día',
  },
  'people.import.done.nothing': 'Importación terminada: no cambió nada.',
  'people.import.dismissDone': 'Descartar el resultado de la importación',
  'people.import.title': 'Importar contactos',
  'people.import.summaryTitle': 'Lo que haría la importación',
  'people.import.verdict.new': {
    one: '{count} contacto nuevo, que se añadirá',
    many: '{count} de contactos nuevos, que se añadirán',
    other: '{count} contactos nuevos, que se añadirán',
  },
  'people.import.verdict.updated': {
    one: '{count} de tus contactos, que se actualizará con los archivos',
    many: '{count} de tus contactos, que se actualizarán con los archivos',
    other: '{count} de tus contactos, que se actualizarán con los archivos',
  },
  'people.import.verdict.conflict': {
    one: '{count} contacto que cambiaste y que los archivos tienen de otra forma: elige abajo',
    many: '{count} de contactos que cambiaste y que los archivos tienen de otra forma: elige abajo',
    other: '{count} contactos que cambiaste y que los archivos tienen de otra forma: elige abajo',
  },
  'people.import.verdict.unchanged': {
    one: '{count} contacto sin novedades en los archivos: no hay nada que hacer',
    many: '{count} de contactos sin novedades en los archivos: no hay nada que hacer',
    other: '{count} contactos sin novedades en los archivos: no hay nada que hacer',
  },
  'people.import.andMore': { one: 'y {count} más', many: 'y {count} más', other: 'y {count} más' },
  'people.import.nothingInFiles': 'Los archivos no contienen ningún contacto que importar.',
  'people.import.sourcesTitle': 'Archivos leídos',
  'people.import.source': {
    one: '{count} contacto, leído como {readAs}',
    many: '{count} de contactos, leídos como {readAs}',
    other: '{count} contactos, leídos como {readAs}',
  },
  'people.import.unreadableTitle': 'Números que no se pudieron leer',
  'people.import.unreadableIntro': {
    one: '{count} número no contiene nada que Dialdesk pueda marcar:',
    many: '{count} de números no contienen nada que Dialdesk pueda marcar:',
    other: '{count} números no contienen nada que Dialdesk pueda marcar:',
  },
  'people.import.unreadableNumber': '{name}: {number}',
  'people.import.notesTitle': 'Omitido o recortado',
  'people.import.conflictsTitle': 'Conflictos',
  'people.import.conflictsIntro':
    'Cambiaste estos contactos en Dialdesk, y los archivos los tienen de otra forma. Tu versión se queda como está, salvo que elijas la del archivo.',
  'people.import.yours': 'Tu versión',
  'people.import.theirs': 'En el archivo',
  'people.import.noCompany': 'Sin empresa',
  'people.import.noNote': 'Sin nota',
  'people.import.differs': '(distinto de tu versión)',
  'people.import.keepMine': 'Conservar la mía',
  'people.import.useFile': 'Usar la del archivo',
  'people.import.othersLegend': {
    one: 'El otro conflicto, no detallado',
    many: 'Los otros {count} de conflictos, no detallados uno a uno',
    other: 'Los otros {count} conflictos, no detallados uno a uno',
  },
  'people.import.import': 'Importar',
  'people.import.importing': 'Importando…',
  'people.import.failed': 'No se pudieron importar los contactos',
  'people.import.nothingToDo':
    'No cambiaría nada: los archivos no contienen nada que tus contactos no tengan ya o que no hayas cambiado desde entonces.',
  'people.import.nothingChosen':
    'No cambiaría nada: los archivos no traen novedades para el resto, y conservas tu versión en cada conflicto.',
  'people.export.legend': 'Exportar como',
  'people.export.vcard3': 'vCard 3.0: el formato que mejor leen la mayoría de las aplicaciones',
  'people.export.vcard4': 'vCard 4.0: la versión más reciente',
  'people.export.outlookCsv': 'CSV para Outlook',
  'people.export.all': {
    one: 'Escribe tu único contacto.',
    many: 'Escribe tus {count} de contactos.',
    other: 'Escribe tus {count} contactos.',
  },
  'people.export.found': {
    one: 'Escribe el contacto encontrado para “{search}”.',
    many: 'Escribe los {count} de contactos encontrados para “{search}”.',
    other: 'Escribe los {count} contactos encontrados para “{search}”.',
  },
  'people.export.start': 'Exportar',
  'people.export.running': 'Exportando los contactos…',
  'people.export.failed': 'No se pudieron exportar los contactos',
  'people.export.done': {
    one: 'Se exportó {count} contacto a {path}',
    many: 'Se exportaron {count} de contactos a {path}',
    other: 'Se exportaron {count} contactos a {path}',
  },
  'people.export.showInFolder': 'Mostrar en la carpeta',
  'people.export.dismiss': 'Descartar el resultado de la exportación',
  'people.import.dialog.title': 'Importar contactos',
  'people.import.dialog.addressBooks': 'Libretas de direcciones (vCard, CSV)',
  'people.import.dialog.allFiles': 'Todos los archivos',
  // ─── Directories: the index ───
  'directories.fault.damaged':
    'La copia de los directorios de la empresa en este equipo estaba dañada ({reason}): Dialdesk la crea de nuevo y vuelve a leer los directorios.',
  'directories.fault.newer':
    'La copia de los directorios de la empresa en este equipo la escribió un Dialdesk más reciente: este crea la suya y vuelve a leer los directorios.',
  'directories.fault.busy':
    'Otro Dialdesk de este equipo está usando ahora la copia de los directorios de la empresa: el directorio se vuelve a leer más tarde.',
  'directories.fault.readOnly':
    'Dialdesk no puede escribir en la carpeta de la copia de los directorios de la empresa ({folder}): sus nombres no se actualizan hasta que pueda.',
  'directories.fault.full':
    'El disco está lleno: los nombres de los directorios de la empresa no se actualizan hasta que haya espacio libre.',
  'directories.fault.other':
    'No se pudo usar la copia de los directorios de la empresa en este equipo ({reason}).',
  // ─── Directories: LDAP and Active Directory ───
  'directories.ldap.badAddress': '“{url}” no es una dirección de directorio: empieza por ldap:// o ldaps://.',
  'directories.ldap.securityMismatch':
    'LDAPS necesita una dirección que empiece por ldaps://; StartTLS y las conexiones sin cifrar, una que empiece por ldap://.',
  'directories.ldap.badFilter':
    '“{filter}” no es un filtro LDAP que Dialdesk pueda leer. Revisa los paréntesis y escribe un paréntesis o un * dentro de un valor como \\28, \\29 o \\2a.',
  'directories.ldap.unreachable':
    'No se pudo conectar con el servidor de directorio {server}. Comprueba la dirección y que el servidor esté en marcha.',
  'directories.ldap.timedOut': 'El servidor de directorio {server} no respondió en {seconds} segundos.',
  'directories.ldap.certificateExpired':
    'El certificado del servidor de directorio {server} ha caducado, así que Dialdesk no se conectó.',
  'directories.ldap.certificateUntrusted':
    'El certificado del servidor de directorio {server} no está firmado por una autoridad de confianza para este equipo (es autofirmado o lo firma una CA de empresa que no se ha añadido), así que Dialdesk no se conectó.',
  'directories.ldap.certificateWrongHost':
    'El certificado del servidor de directorio {server} se emitió para otro servidor, así que Dialdesk no se conectó.',
  'directories.ldap.tlsFailed':
    'No se pudo establecer una conexión cifrada con el servidor de directorio {server} ({reason}).',
  'directories.ldap.noStartTls':
    'El servidor de directorio {server} no ofrece StartTLS, así que Dialdesk no se conectó: nunca recurre a una conexión sin cifrar.',
  'directories.ldap.signInRefused':
    'El servidor de directorio {server} rechazó el DN de enlace o la contraseña. Revisa ambos.',
  'directories.ldap.badBindDn':
    '“{dn}” no está escrito como un DN de enlace (por ejemplo, cn=reader,dc=example,dc=com).',
  'directories.ldap.noSuchBase': 'El DN base “{baseDn}” no existe en el servidor de directorio {server}.',
  'directories.ldap.sizeLimit':
    'El servidor de directorio {server} detuvo la lectura en su límite de tamaño. Pide a su administrador que permita lecturas paginadas de todo el directorio, o acota el filtro.',
  'directories.ldap.filterRefused': 'El servidor de directorio {server} rechazó el filtro “{filter}”.',
  'directories.ldap.failed': 'No se pudo leer el directorio de {server}: {reason}',
  // ─── Directories: CardDAV ───
  'directories.carddav.urlInvalid':
    '“{url}” no es una dirección web. Escribe la dirección de tu servidor CardDAV, como https://contacts.example.com.',
  'directories.carddav.urlCredentials':
    'No pongas el nombre de usuario ni la contraseña en la dirección: escríbelos en sus propios campos.',
  'directories.carddav.plainHttp':
    'Dialdesk solo envía tu contraseña por https://, o por http:// a un servidor de este equipo. Usa la dirección https:// de {host}.',
  'directories.carddav.otherHost':
    '{from} redirigió a Dialdesk a {to}, un servidor distinto del que escribiste. Dialdesk no le envió tu contraseña.',
  'directories.carddav.wrongPassword':
    '{host} rechazó el nombre de usuario o la contraseña. Revísalos; muchos servidores piden aquí una contraseña de aplicación.',
  'directories.carddav.notCardDav':
    '{host} respondió, pero no como lo hace un servidor CardDAV. Revisa la dirección.',
  'directories.carddav.noAddressBook': '{host} no tiene ninguna libreta de direcciones para {user}.',
  'directories.carddav.timeout':
    '{host} no respondió en {seconds} s. Dialdesk lo volverá a intentar en la próxima actualización.',
  'directories.carddav.status':
    '{host} tuvo un problema al responder (HTTP {status}). Dialdesk lo volverá a intentar en la próxima actualización.',
  'directories.carddav.network': 'No se pudo leer el directorio CardDAV: {reason}',
  'directories.carddav.tooManyRedirects':
    '{host} redirigió a Dialdesk a otras direcciones demasiadas veces. Revisa la dirección.',
  'directories.carddav.replyTooBig':
    'Una respuesta de {host} superaba los {megabytes} MB, así que Dialdesk dejó de leerla.',
  'directories.carddav.cardsTooBig': {
    one: '{count} tarjeta superaba los {megabytes} MB y se dejó fuera.',
    many: '{count} de tarjetas superaban los {megabytes} MB y se dejaron fuera.',
    other: '{count} tarjetas superaban los {megabytes} MB y se dejaron fuera.',
  },
  'directories.carddav.unreadableCards': {
    one: 'No se pudo leer {count} tarjeta y se dejó fuera.',
    many: 'No se pudieron leer {count} de tarjetas y se dejaron fuera.',
    other: 'No se pudieron leer {count} tarjetas y se dejaron fuera.',
  },
  'directories.carddav.hostInUse': 'Libretas de direcciones leídas desde {host}.',
  // ─── Directories: Settings ───
  'directories.listSetAside':
    'No se pudo leer la configuración de tus directorios ({file}). El archivo se movió a {path} y la lista empieza vacía: vuelve a añadir tus directorios.',
  'directories.note.plain':
    'Este directorio se lee sin cifrado (ldap:// simple): sus nombres, números y contraseña viajan legibles por la red. Usa LDAPS o StartTLS fuera de una prueba.',
  'directories.note.globalCatalog':
    'El puerto {port} es un catálogo global: sus entradas no tienen móvil, cargo, departamento ni empresa. Usa el puerto del controlador de dominio (389 o 636) para las entradas completas.',
  'directories.passwordMissing':
    'No hay ninguna contraseña guardada para el directorio “{name}” en su dirección: introdúcela en Configuración → Directorios.',
  'directories.caFileUnreadable':
    'No se pudo leer el archivo de la CA de la empresa {path} como certificado (PEM).',
  'directories.badAddress': '“{url}” no es una dirección en la que se pueda leer un directorio.',
  'directories.unknownAccount': 'Un directorio solo puede servir a cuentas guardadas en Dialdesk.',
  'directories.notFound': 'Ese directorio ya no está configurado.',
  // ─── Directories: Settings view ───
  'directories.title': 'Directorios de la empresa',
  'directories.intro':
    'Nombres de compañeros y clientes del directorio de la empresa (LDAP, Active Directory o CardDAV), para las cuentas a las que sirve cada uno. Dialdesk solo lee un directorio, nunca escribe en él.',
  'directories.none': 'No hay ningún directorio de la empresa configurado.',
  'directories.listFailed': 'No se pudieron leer los directorios',
  'directories.kind.ldap': 'LDAP / Active Directory',
  'directories.kind.carddav': 'CardDAV',
  'directories.serves': 'Para {accounts}',
  'directories.removedAccount': 'una cuenta eliminada',
  'directories.status.reading': 'Leyendo…',
  'directories.status.people': {
    one: '{count} persona',
    other: '{count} personas',
  },
  'directories.status.numbers': {
    one: '{count} número',
    other: '{count} números',
  },
  'directories.status.counts': '{people}, {numbers}',
  'directories.status.readAt': '{people}, {numbers}, leídos a las {time}',
  'directories.status.readOn': '{people}, {numbers}, leídos: {when}',
  'directories.status.kept': 'Se conservan los nombres de la última lectura correcta ({counts}).',
  'directories.status.notRead': 'Aún no se ha leído.',
  'directories.readNow': 'Leer ahora',
  'directories.readNow.label': 'Leer ahora: {name}',
  'directories.readFailed': 'No se pudo leer',
  'directories.edit': 'Editar',
  'directories.edit.label': 'Editar {name}',
  'directories.remove': 'Quitar',
  'directories.remove.label': 'Quitar {name}',
  'directories.remove.title': '¿Quitar el directorio «{name}»?',
  'directories.remove.what':
    'Se borran su copia en este equipo y su contraseña del llavero del sistema, y sus nombres dejan de mostrarse. El directorio en su servidor no se toca.',
  'directories.remove.whatNoPassword':
    'Se borra su copia en este equipo y sus nombres dejan de mostrarse. El directorio en su servidor no se toca.',
  'directories.removing': 'Quitando…',
  'directories.removeFailed': 'No se pudo quitar',
  'directories.add': 'Añadir directorio',
  'directories.form.newTitle': 'Nuevo directorio',
  'directories.form.editTitle': 'Editar «{name}»',
  'directories.form.kind': 'Tipo de directorio',
  'directories.form.name': 'Nombre',
  'directories.form.nameHint': 'Como lo llamas, por ejemplo «AD de Acme».',
  'directories.form.accounts': 'Cuentas para las que nombra a quien llama',
  'directories.form.accountsHint':
    'Sus números, sobre todo las extensiones, pertenecen a los sistemas telefónicos de estas cuentas y solo nombran llamadas allí.',
  'directories.form.address': 'Dirección del servidor',
  'directories.form.ldapAddressHint':
    'ldaps://servidor, o ldap://servidor con StartTLS; un puerto tras dos puntos si no es el habitual.',
  'directories.form.carddavAddressHint':
    'El servidor, o la dirección de una libreta de direcciones. Probar encuentra sus libretas.',
  'directories.form.security': 'Seguridad',
  'directories.security.ldaps': 'LDAPS (cifrado desde el inicio, normalmente el puerto 636)',
  'directories.security.starttls': 'StartTLS (cifrado antes de iniciar sesión, nunca sin él)',
  'directories.security.plain': 'Ninguna (ldap:// sin cifrar)',
  'directories.security.plainWarning':
    'Solo para pruebas: los nombres, los números y la contraseña viajan por la red legibles.',
  'directories.form.baseDn': 'DN base',
  'directories.form.baseDnHint': 'Dónde se busca a las personas, por ejemplo dc=example,dc=com.',
  'directories.form.bindDn': 'DN de enlace (bind)',
  'directories.form.bindDnHint':
    'La cuenta con la que Dialdesk inicia sesión, por ejemplo cn=reader,dc=example,dc=com. Vacío: de forma anónima.',
  'directories.form.password': 'Contraseña',
  'directories.form.appPassword': 'Contraseña de aplicación',
  'directories.form.passwordStored': 'guardada',
  'directories.form.passwordNotStored': 'no guardada',
  'directories.form.passwordHint': 'Se guarda en el llavero del sistema, solo para este servidor.',
  'directories.form.passwordKept':
    'Se guarda en el llavero del sistema, solo para este servidor. Déjalo vacío para conservar la guardada.',
  'directories.form.filter': 'Filtro',
  'directories.form.filterHint':
    'Opcional, por ejemplo (department=Sales): solo se leen las personas que cumplen.',
  'directories.form.preset': 'Servidor',
  'directories.preset.auto': 'Automático (lo que el servidor dice ser)',
  'directories.preset.activeDirectory': 'Active Directory',
  'directories.preset.openldap': 'OpenLDAP / FreeIPA',
  'directories.form.caFile': 'Archivo de la CA de la empresa',
  'directories.form.caFileHint':
    'Opcional: la ruta del certificado (PEM) con el que tu empresa firma sus servidores, de confianza junto a los del sistema.',
  'directories.form.advanced': 'Avanzado: atributos',
  'directories.mapping.intro':
    'Qué atributos contienen qué; varios separados por comas, probados en orden. Déjalos todos vacíos para los habituales del servidor.',
  'directories.mapping.name': 'Nombre',
  'directories.mapping.company': 'Empresa',
  'directories.mapping.department': 'Departamento',
  'directories.mapping.title': 'Cargo',
  'directories.mapping.numbers': 'Números',
  'directories.mapping.work': 'Trabajo',
  'directories.mapping.mobile': 'Móvil',
  'directories.mapping.home': 'Casa',
  'directories.mapping.extension': 'Extensión',
  'directories.mapping.other': 'Otro',
  'directories.form.username': 'Nombre de usuario',
  'directories.form.books': 'Libretas de direcciones',
  'directories.form.booksHint': 'Ninguna elegida: todas, y las que se añadan después.',
  'directories.form.booksTest': 'Se leen todas. Probar las encuentra para que elijas.',
  'directories.form.save': 'Guardar directorio',
  'directories.form.test': 'Probar',
  'directories.form.testing': 'Probando…',
  'directories.form.testFailed': 'La prueba falló',
  'directories.found.activeDirectory': 'Se encontró Active Directory.',
  'directories.found.openldap': 'Se encontró OpenLDAP / FreeIPA.',
  // ─── Open in CRM (the windows) ───
  'crmUi.action': 'Abrir en el CRM',
  'crmUi.row.label': 'Abrir el registro de {name} en tu CRM',
  'crmUi.row.title': 'Abrir en el CRM',
  'crmUi.opening': 'Abriendo en tu CRM…',
  'crmUi.panel.title': 'Comprueba la dirección antes de abrirla',
  'crmUi.panel.browser': 'Dialdesk abre esta dirección en tu navegador. Comprueba que sea la de tu CRM.',
  'crmUi.panel.app':
    'Dialdesk abre esta dirección en la app registrada para las direcciones {scheme} en este equipo. Comprueba que sea la de tu CRM.',
  'crmUi.panel.open': 'Abrir',
  'crmUi.panel.dontOpen': 'No abrir',
  'crmUi.opened.browser': 'Abierto en tu navegador.',
  'crmUi.opened.app': 'Abierto en la app de las direcciones {scheme}.',
  'crmUi.failed': 'No se pudo abrir el registro en tu CRM',
  'crmUi.dismiss': 'Descartar',
  'crmUi.settings.title': 'Abrir en el CRM',
  'crmUi.settings.intro':
    'La dirección del registro de un cliente en el CRM de tu empresa: Historial, Buzón de voz, Consulta y la confirmación de llamada ofrecen entonces Abrir en el CRM. Cada cuenta tiene la suya; esta es la de {account}.',
  'crmUi.settings.readFailed': 'No se pudo leer la dirección del CRM',
  'crmUi.settings.save': 'Guardar dirección del CRM',
  'crmUi.settings.saveFailed': 'No se pudo guardar la dirección del CRM',
  'crmUi.template.label': 'Dirección de un registro',
  'crmUi.template.hint':
    'Dialdesk rellena {number} (en formato internacional cuando puede), {digits}, {name}, {callId} y {direction}, cada uno codificado para URL. Déjala vacía para desactivar Abrir en el CRM.',
  'crmUi.template.example': 'Por ejemplo: {example}',
  'crmUi.openOnCall.label': 'Abrir el registro automáticamente al hacer una llamada desde Dialdesk',
  'crmUi.openOnCall.hint':
    'Solo después de que hayas abierto tú una de estas direcciones: la primera siempre se muestra antes de abrirse.',
  'crmUi.scheme.reveal': 'Permitir el esquema propio de una app…',
  'crmUi.scheme.warning':
    'Las direcciones con este esquema abren la app registrada para él en este equipo, con el número y todo lo demás que envíe la dirección. Permite solo el esquema propio de la app de tu CRM, como {example}.',
  'crmUi.scheme.label': 'Esquema de la app de tu CRM',
  'crmUi.scheme.hint': 'Solo su nombre, como {example}. Déjalo vacío para abrir solo direcciones https://.',
  // ─── Calling hours (Settings) ───
  'hours.settings.title': 'Horario de llamadas',
  'hours.settings.intro':
    'Una llamada fuera de este horario donde suena el número te pregunta primero, se haga como se haga. Cada cuenta tiene el suyo; este es el de {account}.',
  'hours.settings.readFailed': 'No se pudo leer el horario de llamadas',
  'hours.settings.save': 'Guardar horario de llamadas',
  'hours.settings.saveFailed': 'No se pudo guardar el horario de llamadas',
  'hours.enabled.label': 'Preguntar antes de llamar fuera del horario de llamadas',
  'hours.enabled.hint':
    'Desactivado, las llamadas se realizan a cualquier hora sin preguntar. Las horas de abajo se conservan.',
  'hours.times.legend': 'Horario donde suena el número',
  'hours.start.label': 'Desde',
  'hours.end.label': 'Hasta',
  'hours.times.hint':
    'En la hora local de la persona llamada. Una llamada a la hora de fin o más tarde pregunta primero.',
  'hours.timeMissing': 'Introduce una hora.',
  'hours.federal':
    'Por defecto, la norma de EE. UU. para llamadas a hogares: ninguna llamada antes de las 8 a. m. ni después de las 9 p. m. en el lugar de la persona llamada ({source}).',
  'hours.florida.label': 'Florida: las llamadas terminan a las {time}',
  'hours.florida.hint':
    'La ley de Florida solo permite llamar allí hasta las 8 p. m. ({source}). Un número está en Florida por su código de área o por el estado que encontró una consulta.',
  'hours.courtesy':
    'Una comprobación de cortesía, no asesoría legal: saber qué normas se aplican a tus llamadas te corresponde a ti. La hora local se estima a partir del código de área del número, y el dueño de un móvil puede estar en otro lugar.',
  // ─── Notes and outcomes (the windows) ───
  'noteUi.title': 'Nota',
  'noteUi.add': 'Añadir una nota',
  'noteUi.edit': 'Editar nota',
  'noteUi.written': 'Último cambio: {time}',
  'noteUi.saved': 'Nota guardada.',
  'noteUi.removed': 'Nota eliminada.',
  'noteUi.saveFailed': 'No se pudo guardar la nota',
  'noteUi.row.spoken': 'Nota:',
  'noteUi.editor.callLabel': 'Nota sobre esta llamada',
  'noteUi.editor.voicemailLabel': 'Nota sobre este mensaje de voz',
  'noteUi.editor.outcome': 'Resultado',
  'noteUi.editor.noOutcome': 'Sin resultado',
  'noteUi.editor.outcomesFailed':
    'No se pudo leer la lista de resultados: puedes guardar la nota sin ninguno.',
  'noteUi.editor.text': 'Nota',
  'noteUi.editor.hint': 'Se guarda en este equipo y nunca se envía a la central telefónica.',
  'noteUi.editor.count': '{length} de {limit} caracteres',
  'noteUi.editor.save': 'Guardar nota',
  'noteUi.outcome.retired': '{label} (retirado)',
  'noteUi.placed.label': 'Nota sobre la llamada a {number}',
  'noteUi.placed.kept': 'Nota guardada.',
  'noteUi.placed.waits': 'La nota espera el registro de la llamada y se une a él en el historial.',
  'noteUi.placed.failed': 'No se pudo guardar la nota',
  'noteUi.number.title': 'Notas sobre este número',
  'noteUi.number.intro': 'Escritas tras llamadas hechas desde Dialdesk cuyo registro nunca llegó.',
  'noteUi.number.placed': 'Llamada hecha: {time}',
  'noteUi.outcomes.title': 'Resultados de llamadas',
  'noteUi.outcomes.intro':
    'Con qué puedes marcar una llamada o un mensaje de voz, además de su nota. Cada cuenta tiene su propia lista; esta es la de {account}.',
  'noteUi.outcomes.label': 'Resultado {position}',
  'noteUi.outcomes.remove': 'Quitar {label}',
  'noteUi.outcomes.removeTitle': 'Quitar (las llamadas que lo tienen lo conservan)',
  'noteUi.outcomes.retireHint':
    'Un resultado quitado se retira: las llamadas y los mensajes de voz que lo tienen lo conservan, pero ya no se ofrece.',
  'noteUi.outcomes.add': 'Añadir resultado',
  'noteUi.outcomes.full': 'Una cuenta tiene como máximo {limit} resultados.',
  'noteUi.outcomes.none': 'No hay resultados: las notas se guardan sin ninguno.',
  'noteUi.outcomes.save': 'Guardar resultados',
  'noteUi.outcomes.readFailed': 'No se pudieron leer los resultados',
  'noteUi.outcomes.saveFailed': 'No se pudieron guardar los resultados',
  'noteUi.localCopyHint':
    'Tus notas sobre llamadas se conservan en cualquier caso. Sin la copia, una búsqueda encuentra notas solo en las llamadas que el historial ha mostrado, no en llamadas más antiguas.',
  'noteUi.accountRemove.withNotes': {
    one: 'Sus claves se eliminan del llavero del sistema; su copia del historial de llamadas, sus registros del buzón de voz, sus llamadas recientes y sus consultas se eliminan de este equipo, y también su nota sobre una llamada o un mensaje de voz, que no se puede volver a obtener. No se toca ninguna llamada ni ningún mensaje de la central telefónica.',
    many: 'Sus claves se eliminan del llavero del sistema; su copia del historial de llamadas, sus registros del buzón de voz, sus llamadas recientes y sus consultas se eliminan de este equipo, y también sus {count} de notas sobre llamadas y mensajes de voz, que no se pueden volver a obtener. No se toca ninguna llamada ni ningún mensaje de la central telefónica.',
    other:
      'Sus claves se eliminan del llavero del sistema; su copia del historial de llamadas, sus registros del buzón de voz, sus llamadas recientes y sus consultas se eliminan de este equipo, y también sus {count} notas sobre llamadas y mensajes de voz, que no se pueden volver a obtener. No se toca ninguna llamada ni ningún mensaje de la central telefónica.',
  },
  'noteUi.accountRemove.uncounted':
    'Sus claves se eliminan del llavero del sistema; su copia del historial de llamadas, sus registros del buzón de voz, sus llamadas recientes y sus consultas se eliminan de este equipo, y también las notas sobre sus llamadas y mensajes de voz, que no se pueden volver a obtener. No se toca ninguna llamada ni ningún mensaje de la central telefónica.',
  // ─── To call back (the windows) ───
  'nav.callBacks': 'Por devolver',
  'nav.callBacksCount': { one: 'Por devolver, {count}', other: 'Por devolver, {count}' },
  'nav.callBacksWaiting': { one: 'pendiente', other: 'pendientes' },
  'callBacks.title': 'Llamadas por devolver',
  'callBacks.count': { one: '{count} número', many: '{count} de números', other: '{count} números' },
  'callBacks.loading': 'Cargando los números por devolver…',
  'callBacks.failed': 'No se pudieron cargar los números por devolver',
  'callBacks.listLabel': 'Números a los que devolver la llamada',
  'callBacks.missed': {
    one: '{count} llamada perdida',
    many: '{count} de llamadas perdidas',
    other: '{count} llamadas perdidas',
  },
  'callBacks.voicemailLeft': 'Dejó un mensaje de voz',
  'callBacks.triedToday': 'Último intento: {time}',
  'callBacks.triedBefore': 'Último intento: {when}',
  'callBacks.done': 'Hecho',
  'callBacks.laterToday': 'Hoy más tarde',
  'callBacks.tomorrow': 'Mañana',
  'callBacks.openCall': 'Ver en el historial',
  'callBacks.openVoicemail': 'Abrir mensaje de voz',
  'callBacks.markFailed': 'No se pudo actualizar la lista',
  'callBacks.snoozed': { one: '{count} aplazado para más tarde', other: '{count} aplazados para más tarde' },
  'callBacks.empty.title': 'No hay nadie a quien devolver la llamada.',
  'callBacks.empty.body':
    'Las llamadas perdidas y los mensajes de voz de la última semana esperan aquí hasta que devuelvas la llamada o los marques como hechos.',
  'callBacks.off.title': 'Sin historial local no hay lista',
  'callBacks.off.body':
    'Esta lista se crea a partir de la copia del historial de llamadas guardada en este equipo, y esa copia está desactivada.',
  'callBacks.off.settings': 'Activarla en Configuración',
  'directories.found.carddav': {
    one: 'Se encontró {count} libreta de direcciones en {host}.',
    other: 'Se encontraron {count} libretas de direcciones en {host}.',
  },
  // Organization policies (issue 51).
  'policies.rule.clockTime': "debe ser una hora del día, como '08:00' o '21:00'",
  'policies.rule.accountKey': 'debe tener de 1 a 64 letras, dígitos, puntos, guiones o guiones bajos',
  'policies.rule.domainOrAddress': 'debe indicar un dominio o una dirección',
  'policies.rule.sameAccountTwice':
    "no debe nombrar dos veces el mismo ID de cuenta (da a cada una su propio 'id' para distinguirlas)",
  'policies.rule.updateAddress':
    'debe ser la dirección https de una carpeta, sin nombre de usuario, contraseña, cadena de consulta ni fragmento',
  'policies.refused.notJson': 'Su valor no es texto JSON.',
  'policies.refused.type.string': 'Su valor debe ser texto.',
  'policies.refused.type.number': 'Su valor debe ser un número.',
  'policies.refused.type.boolean': 'Su valor debe ser true o false (1 o 0 en el registro).',
  'policies.refused.secret':
    'Una directiva nunca lleva una clave ni una contraseña: cada persona introduce la suya en Dialdesk, y se guarda en su llavero del sistema.',
  'policies.refused.unknown': 'Dialdesk no tiene ninguna directiva con este nombre.',
  'policies.refused.rule': '{field} {rule}.',
  'policies.file.notOwned':
    '{path} no pertenece a root, así que otros aparte del administrador podrían cambiarlo: no se aplicaron sus directivas.',
  'policies.file.writable':
    'Otros aparte de root pueden escribir en {path}: no se aplicaron sus directivas. Quita el permiso de escritura al grupo y a los demás (chmod go-w).',
  'policies.file.unreadable': 'No se pudo leer {path} ({cause}): no se aplicaron sus directivas.',
  'policies.file.notFile': '{path} no es un archivo: no se aplicaron sus directivas.',
  'policies.file.tooLarge': '{path} ocupa más de {max}: no se leyó y no se aplicaron sus directivas.',
  'policies.file.notJson': '{path} no es JSON válido: no se aplicaron sus directivas.',
  'policies.file.notObject':
    '{path} debe contener un único objeto JSON de directivas, cada una con su nombre.',
  'policies.lockedField': 'está definido por tu organización',
  'account.notUsable':
    'Esta cuenta no se puede usar: tu organización ya no la proporciona o no permite cuentas propias.',
  'account.ownNotAllowed':
    'Tu organización proporciona las cuentas de este equipo: no puedes agregar una propia.',
  'account.organisationKeeps': 'Tu organización proporciona esta cuenta: no se puede quitar aquí.',
  'directories.setByOrganization':
    'Tu organización define este directorio: aquí solo se puede introducir su contraseña. No se cambió nada más.',
  'directories.organisationKeeps': 'Tu organización proporciona este directorio: no se puede quitar aquí.',
  'account.nothingToMerge':
    'Tu organización no proporciona ninguna cuenta en la misma central telefónica que esta.',
  'account.mergeBothNoted':
    'La cuenta de tu organización ya tiene notas propias en este equipo: no se pueden combinar las dos. Quita primero una de ellas.',
  'crm.setByOrganization': 'Tu organización define la dirección de CRM en este equipo: no se cambió.',
  'hours.setByOrganization': 'Tu organización define el horario de llamadas en este equipo: no se cambió.',
  'policies.readerMissing':
    'No se pudieron leer las directivas de tu organización en este equipo: falta el lector de directivas de Dialdesk. Reinstalar Dialdesk lo restaura.',
  'policies.setByOrganization': 'Definido por tu organización',
  'policies.account.provided': 'Proporcionada por tu organización',
  'policies.account.withdrawn':
    'Tu organización ya no proporciona esta cuenta, así que no se puede usar. Sus claves y su historial se conservan hasta que la quites.',
  'policies.account.turnedOff':
    'Tu organización desactivó las cuentas propias. Esta se conserva, con su historial, pero no se puede usar.',
  'policies.account.keysYours': 'Tu organización configuró esta cuenta: tú solo introduces tus claves.',
  'policies.account.extensionAndKeysYours':
    'Tu organización configuró esta cuenta: tú solo introduces tu extensión y tus claves.',
  'policies.title': 'Directivas',
  'policies.readFrom': 'Definidas por tu organización, leídas de {where}.',
  'policies.lastGoodKept': 'Las directivas leídas antes siguen en vigor hasta que se corrija el problema.',
  'policies.inForce': 'En vigor',
  'policies.notApplied': 'No aplicadas',
  'policies.none': 'No hay directivas definidas en este equipo.',
  'accounts.merge.offer': 'Tu organización ahora proporciona esta central telefónica como “{name}”.',
  'accounts.merge.button': 'Combinar con {name}',
  'accounts.merge.title': '¿Combinar {name} con {into}?',
  'accounts.merge.what':
    'Sus claves, tu extensión, y su historial de llamadas y sus notas en este equipo pasan a {into}. Después, {name} desaparece de esta lista.',
  'accounts.merge.confirm': 'Combinar',
  'accounts.merging': 'Combinando…',
  'accounts.mergeFailed': 'No se pudieron combinar',
  'directories.servesEvery': 'Para todas las cuentas',
  'directories.form.everyAccount': 'Nombra a quien llama en todas las cuentas.',
  'directories.organisation.passwordYours':
    'Tu organización configuró este directorio: tú solo introduces tu contraseña.',
  'directories.form.booksAll': 'Se leen todas.',
  'directories.form.savePassword': 'Guardar contraseña',
  'hours.settings.introLocked':
    'Una llamada fuera de este horario donde suena el número te pregunta primero, se haga como se haga. Tu organización lo define para todas las cuentas.',
} as const satisfies Translation;
