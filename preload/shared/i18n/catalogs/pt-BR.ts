// Brazilian Portuguese (pt-BR) catalog. Glossary (use these terms everywhere, consistently):
//   voicemail (service, screen) = correio de voz; a voicemail message = mensagem de voz; extension = ramal
//   ("ramal 201"); call back = retornar a ligação; Do Not Call (DNC) = lista Não Perturbe (flag: "Não ligar");
//   recording = gravação; lookup / look up = consulta / consultar; line type = tipo de linha;
//   carrier = operadora; missed call = chamada perdida; incoming = recebida; outgoing = efetuada;
//   internal = interna; call history = histórico de chamadas; dial pad = teclado; keypad = teclado numérico;
//   hotkey = atalho de teclado; phone system = sistema telefônico (PABX); account = conta;
//   account id = ID da conta; API key = chave de API; phone-system key = chave do sistema telefônico;
//   lookup key = chave de consulta; main SIP account key = chave da conta SIP principal;
//   lookup service = serviço de consulta; lookup URL = URL de consulta; base URL = URL base;
//   keychain = chaveiro do sistema; tray = área de notificação; clipboard = área de transferência;
//   notification = notificação; unheard = não ouvida; heard = ouvida; transcription = transcrição;
//   Settings = Configurações; demo = demonstração ("Demo" in tight labels); caller = quem ligou
//   (unknown caller = origem desconhecida); local copy = cópia local; mailbox = caixa postal;
//   update feed = feed de atualizações; release page = página da versão; request = solicitação;
//   feature code = código de serviço; place a call = fazer uma ligação; Retry = Tentar de novo;
//   People (the screen) = Contatos; contact = contato; favourite = favorito; label (of a number) = rótulo;
//   company = empresa; note = nota.
//   company directory (LDAP, CardDAV) = diretório da empresa.
// Register: "você" throughout; buttons and menu items in the infinitive ("Salvar", "Cancelar",
// "Retornar ligação"); sentence case; “ ” quotes around quoted values.
import type { Translation } from '../catalog-types';

export const ptBR = {
  // ─── The language setting ───
  'language.label': 'Idioma',
  'language.system': 'Igual ao do computador ({language})',
  'confirm.windowTitle': 'Ligar com o Dialdesk?',
  'quickDial.windowTitle': 'Discagem rápida',
  'quickDial.field': 'Nome, empresa ou número',
  'quickDial.account': 'Chamadas de {account}',
  'quickDial.results': { one: '{count} resultado', other: '{count} resultados' },
  'quickDial.noResults': 'Ninguém encontrado.',
  'quickDial.typedNumber': 'O número digitado',
  'quickDial.dials': 'Disca {number}',
  'quickDial.favourite': 'Favorito',
  'quickDial.directory': 'Diretório',
  'quickDial.dncFlagged': 'Não ligar (DNC)',
  'quickDial.dncClear': 'Fora da lista Não ligar',
  'quickDial.dncUnchecked': 'Não verificado',
  'quickDial.keys': 'Enter liga · Shift+Enter consulta · Esc fecha',
  'quickDial.copied': '{number} copiado.',
  // ─── The frame ───
  'app.name': 'Dialdesk',
  'app.dismissSwitchProblem': 'Fechar o aviso de troca de conta',
  'app.switchFailed': 'O Dialdesk não conseguiu mudar para {account}.',
  'app.switchFailedDemo': 'O Dialdesk não conseguiu mudar para a demonstração.',
  'app.dismissWarning': 'Fechar este aviso',
  'app.dismissHistoryNotice': 'Fechar o aviso do histórico de chamadas',
  'app.dismissAccountsNotice': 'Fechar o aviso das contas',
  'app.dismissVoicemailProblem': 'Fechar o aviso do correio de voz',
  'app.openSettings': 'Abrir Configurações',
  'app.voicemailNotChecked': 'Novas mensagens de voz não estão sendo verificadas.',
  'app.missingBridge': 'O Dialdesk não conseguiu acessar o processo principal. Reinicie o aplicativo.',
  'app.recordingNoParty': 'Gravação',
  'app.field.callerName': 'Nome de quem ligou',
  'app.field.callerNumber': 'Número de quem ligou',
  'app.field.received': 'Recebida em',
  'app.field.length': 'Duração',
  'app.field.priority': 'Prioridade',
  'app.field.mailbox': 'Caixa postal',
  'app.field.direction': 'Direção',
  'app.field.numberDialled': 'Número discado',
  'app.field.recorded': 'Gravada em',

  'nav.dialPad': 'Teclado',
  'nav.history': 'Histórico',
  'nav.voicemail': 'Correio de voz',
  'nav.recordings': 'Gravações',
  'nav.lookup': 'Consulta',
  'nav.settings': 'Configurações',
  'nav.voicemailUnheard': {
    one: 'Correio de voz, {count} mensagem não ouvida',
    other: 'Correio de voz, {count} mensagens não ouvidas',
  },
  'nav.unheard': { one: 'não ouvida', other: 'não ouvidas' },

  'demo.label': 'Demonstração:',
  'demo.madeUpUntilConnect': 'chamadas fictícias até você conectar abaixo.',
  'demo.madeUp': 'estas chamadas são fictícias.',
  'demo.explore': 'Explorar a demonstração',
  'demo.connect': 'Conectar seu sistema telefônico',

  'firstRun.title': 'Boas-vindas ao Dialdesk',
  'firstRun.intro':
    'O Dialdesk faz ligações pelo sistema telefônico da sua empresa: o seu ramal toca primeiro. Ele traz para a sua mesa o correio de voz, o histórico de chamadas e as gravações desse sistema.',
  'firstRun.notConnected': 'O Dialdesk ainda não está conectado a um sistema telefônico.',
  'firstRun.demo':
    'Enquanto isso, você pode testar tudo em uma demonstração: as chamadas, as mensagens de voz e as gravações são fictícias, e nenhum telefone de verdade toca.',
  'firstRun.hint':
    'Para conectar, você precisa do ID da conta, do domínio, do ramal e da chave: seu provedor de telefonia ou administrador tem essas informações. Você pode explorar a demonstração primeiro e conectar quando quiser.',

  'confirm.loading': 'Obtendo a chamada…',
  'confirm.from.hotkey': 'Ligar a partir do texto selecionado?',
  'confirm.from.tray': 'Ligar a partir da área de notificação?',
  'confirm.from.link': 'Ligar a partir de um link?',
  'confirm.from.commandLine': 'Ligar a partir da linha de comando?',
  'confirm.from.missedCall': 'Ligar a partir de uma notificação de chamada perdida?',
  'confirm.from.selection': 'Ligar a partir da sua seleção?',
  'confirm.from.clipboard': 'Ligar a partir da área de transferência?',
  'confirm.dials': 'disca {number}',
  'confirm.read': 'Texto lido: {text}',
  'confirm.plan': 'Seu ramal {extension} toca primeiro.',
  'confirm.planOnAccount': 'Seu ramal {extension} na conta {account} toca primeiro.',
  'confirm.planThenDial': 'Seu ramal {extension} toca primeiro; depois, disque o ramal {dial}.',
  'confirm.planOnAccountThenDial':
    'Seu ramal {extension} na conta {account} toca primeiro; depois, disque o ramal {dial}.',
  'confirm.planLabel': 'Sobre esta ligação',
  'confirm.cancel': 'Cancelar',
  'confirm.call': 'Ligar',
  'confirm.calling': 'Ligando…',
  'confirm.close': 'Fechar',
  'confirm.keyEsc': 'Esc',
  'confirm.keyEnter': 'Enter',
  'confirm.cancelled': 'Cancelado: nada foi discado.',
  'confirm.noCall': 'Nenhuma chamada aguardando',
  'confirm.noCallWhy': 'Ela foi feita ou cancelada em outro lugar. Nada será discado daqui.',

  'errors.reason.invalidArgument': 'Entrada inválida',
  'errors.reason.forbiddenSender': 'Solicitação recusada',
  'errors.reason.notConfigured': 'Configuração necessária',
  'errors.reason.keyMissing': 'Chave não definida',
  'errors.reason.keychainUnavailable': 'Chaveiro indisponível',
  'errors.reason.keychainLocked': 'Chaveiro bloqueado',
  'errors.reason.settingsInvalid': 'Configurações inválidas',
  'errors.reason.unauthorized': 'Chave incorreta',
  'errors.reason.forbidden': 'Conta sem permissão',
  'errors.reason.notFound': 'Não encontrado',
  'errors.reason.rateLimited': 'Excesso de solicitações',
  'errors.reason.serverError': 'Problema no servidor',
  'errors.reason.unreachable': 'Servidor inacessível',
  'errors.reason.unexpectedReply': 'Resposta inesperada',
  'errors.reason.lookupFailed': 'Falha na consulta',
  'errors.reason.noNumber': 'Nenhum número encontrado',
  'errors.reason.callInProgress': 'Chamada não enviada',
  'errors.reason.callRejected': 'Chamada não realizada',
  'errors.reason.dncNotConfirmed': 'Número na lista Não Perturbe',
  'errors.reason.outsideCallingHours': 'Fora do horário de ligações',
  'errors.reason.callNotPending': 'Chamada não está mais aguardando',
  'errors.reason.crmNotConfirmed': 'Endereço ainda não mostrado',
  'errors.reason.busy': 'Ocupado',
  'errors.reason.internal': 'Algo deu errado',
  'errors.headline': '{reason}.',
  'errors.callMayRing': 'A chamada ainda pode tocar: verifique seu telefone antes de tentar de novo.',

  'check.seeDetails': '{reason}: veja os Detalhes.',
  'check.phoneSystem.unreachable':
    'O Dialdesk não conseguiu acessar o sistema telefônico. Verifique o ID da conta e o domínio (ou o endereço completo) e se este computador está on-line.',
  'check.phoneSystemAt.unreachable':
    'O Dialdesk não conseguiu acessar o sistema telefônico em {host}. Verifique o ID da conta e o domínio (ou o endereço completo) e se este computador está on-line.',
  'check.phoneSystem.timeout':
    'O sistema telefônico não respondeu a tempo. Verifique o ID da conta e o domínio (ou o endereço completo) e clique em Salvar de novo.',
  'check.phoneSystemAt.timeout':
    'O sistema telefônico em {host} não respondeu a tempo. Verifique o ID da conta e o domínio (ou o endereço completo) e clique em Salvar de novo.',
  'check.phoneSystem.notFound':
    'O sistema telefônico respondeu, mas nenhum serviço neste endereço aceita as solicitações. Verifique o ID da conta e o domínio (ou o endereço completo).',
  'check.phoneSystemAt.notFound':
    'O sistema telefônico em {host} respondeu, mas nenhum serviço neste endereço aceita as solicitações. Verifique o ID da conta e o domínio (ou o endereço completo).',
  'check.phoneSystem.unexpectedReply':
    'Algo respondeu no endereço do sistema telefônico, mas não como o serviço responderia. Verifique o ID da conta e o domínio (ou o endereço completo).',
  'check.phoneSystemAt.unexpectedReply':
    'Algo respondeu no endereço do sistema telefônico em {host}, mas não como o serviço responderia. Verifique o ID da conta e o domínio (ou o endereço completo).',
  'check.phoneSystem.serverError':
    'O sistema telefônico teve um problema ao responder. Clique em Salvar de novo em instantes.',
  'check.phoneSystemAt.serverError':
    'O sistema telefônico em {host} teve um problema ao responder. Clique em Salvar de novo em instantes.',
  'check.phoneSystem.rateLimited':
    'O sistema telefônico pediu ao Dialdesk que diminuísse o ritmo. Clique em Salvar de novo daqui a um minuto.',
  'check.phoneSystemAt.rateLimited':
    'O sistema telefônico em {host} pediu ao Dialdesk que diminuísse o ritmo. Clique em Salvar de novo daqui a um minuto.',
  'check.phoneSystem.unauthorized':
    'O sistema telefônico recusou a chave do sistema telefônico. Cole a chave inteira de novo acima e clique em Salvar.',
  'check.phoneSystemAt.unauthorized':
    'O sistema telefônico em {host} recusou a chave do sistema telefônico. Cole a chave inteira de novo acima e clique em Salvar.',
  'check.phoneSystem.forbidden':
    'O sistema telefônico aceitou a chave, mas a conta de API dele pode não ter permissão para ler o histórico de chamadas. Peça ao administrador do sistema telefônico que libere esse acesso.',
  'check.phoneSystemAt.forbidden':
    'O sistema telefônico em {host} aceitou a chave, mas a conta de API dele pode não ter permissão para ler o histórico de chamadas. Peça ao administrador do sistema telefônico que libere esse acesso.',
  'check.phoneSystem.notConfigured':
    'Informe o ID da conta, seu ramal e o domínio (ou um endereço completo) para conectar.',
  'check.lookup.unreachable':
    'O Dialdesk não conseguiu acessar o serviço de consulta. Verifique a URL de consulta e se este computador está on-line.',
  'check.lookupAt.unreachable':
    'O Dialdesk não conseguiu acessar o serviço de consulta em {host}. Verifique a URL de consulta e se este computador está on-line.',
  'check.lookup.timeout':
    'O serviço de consulta não respondeu a tempo. Verifique a URL de consulta e clique em Salvar de novo.',
  'check.lookupAt.timeout':
    'O serviço de consulta em {host} não respondeu a tempo. Verifique a URL de consulta e clique em Salvar de novo.',
  'check.lookup.notFound':
    'O serviço de consulta respondeu, mas nenhum serviço neste endereço aceita as solicitações. Verifique a URL de consulta.',
  'check.lookupAt.notFound':
    'O serviço de consulta em {host} respondeu, mas nenhum serviço neste endereço aceita as solicitações. Verifique a URL de consulta.',
  'check.lookup.unexpectedReply':
    'Algo respondeu no endereço do serviço de consulta, mas não como o serviço responderia. Verifique a URL de consulta.',
  'check.lookupAt.unexpectedReply':
    'Algo respondeu no endereço do serviço de consulta em {host}, mas não como o serviço responderia. Verifique a URL de consulta.',
  'check.lookup.serverError':
    'O serviço de consulta teve um problema ao responder. Clique em Salvar de novo em instantes.',
  'check.lookupAt.serverError':
    'O serviço de consulta em {host} teve um problema ao responder. Clique em Salvar de novo em instantes.',
  'check.lookup.rateLimited':
    'O serviço de consulta pediu ao Dialdesk que diminuísse o ritmo. Clique em Salvar de novo daqui a um minuto.',
  'check.lookupAt.rateLimited':
    'O serviço de consulta em {host} pediu ao Dialdesk que diminuísse o ritmo. Clique em Salvar de novo daqui a um minuto.',
  'check.lookup.refused':
    'O serviço de consulta recusou a chave de consulta. Cole a chave inteira de novo acima e clique em Salvar.',
  'check.lookupAt.refused':
    'O serviço de consulta em {host} recusou a chave de consulta. Cole a chave inteira de novo acima e clique em Salvar.',
  'check.lookup.nothingFound':
    'O serviço de consulta aceitou a chave, mas não encontrou nada para este número.',
  'check.lookupAt.nothingFound':
    'O serviço de consulta em {host} aceitou a chave, mas não encontrou nada para este número.',
  'check.lookup.notConfigured': 'Informe a URL de consulta para consultar números.',
  'check.keychainLocked':
    'O chaveiro do sistema está bloqueado, então o Dialdesk não consegue ler a chave. Desbloqueie-o e clique em Salvar de novo.',
  'check.keychainUnavailable':
    'Nenhum chaveiro do sistema está em execução, então o Dialdesk não consegue guardar a chave. Os Detalhes dizem o que instalar.',
  'check.pbxKey.otherAddress':
    'A chave do sistema telefônico foi informada para outro endereço: cole-a de novo acima e clique em Salvar.',
  'check.pbxKey.otherAddressAt':
    'A chave do sistema telefônico foi informada para outro endereço: cole-a de novo acima para {host} e clique em Salvar.',
  'check.pbxKey.missing':
    'Nenhuma chave do sistema telefônico foi salva ainda: cole-a acima e clique em Salvar.',
  'check.pbxKey.missingAt':
    'Nenhuma chave do sistema telefônico foi salva para {host} ainda: cole-a acima e clique em Salvar.',
  'check.lookupKey.otherAddress':
    'A chave de consulta foi informada para outro endereço: cole-a de novo acima e clique em Salvar.',
  'check.lookupKey.otherAddressAt':
    'A chave de consulta foi informada para outro endereço: cole-a de novo acima para {host} e clique em Salvar.',
  'check.lookupKey.missing': 'Nenhuma chave de consulta foi salva ainda: cole-a acima e clique em Salvar.',
  'check.lookupKey.missingAt':
    'Nenhuma chave de consulta foi salva para {host} ainda: cole-a acima e clique em Salvar.',
  // ─── History and lists ───
  'history.title': 'Histórico de chamadas',
  'history.list.label': 'Chamadas',
  'history.empty.range.title': 'Nenhuma chamada nesses dias',
  'history.empty.range.body': 'Escolha outros dias ou limpe as datas para ver todas as chamadas.',
  'history.empty.title': 'Nenhuma chamada ainda',
  'history.empty.body': 'As chamadas que você faz e recebe aparecem aqui.',
  'history.noMatch.search': 'Nenhuma chamada corresponde a “{filter}”',
  'history.noMatch.kind': 'Nenhuma chamada desse tipo',
  'history.noMatch.loadedSearch': 'Nenhuma chamada carregada corresponde a “{filter}”',
  'history.noMatch.loadedKind': 'Nenhuma chamada desse tipo carregada',
  'history.noMatch.widen': 'Limpe o filtro para ver todas as chamadas.',
  'history.summary.stored': {
    one: '{count} chamada armazenada neste computador',
    other: '{count} chamadas armazenadas neste computador',
  },
  'history.summary.storedMatch': {
    one: '{count} chamada armazenada corresponde',
    other: '{count} chamadas armazenadas correspondem',
  },
  'history.summary.loadedMatch': {
    one: 'Correspondências: {shown} de {count} chamada carregada',
    other: 'Correspondências: {shown} de {count} chamadas carregadas',
  },
  'history.summary.loaded': { one: '{count} chamada carregada', other: '{count} chamadas carregadas' },
  'history.keys': '{up} {down} mover · {enter} detalhes · {c} retornar ligação · {l} consultar',
  'history.backfill.progress': {
    one: 'Copiando o histórico de chamadas para este computador: {count} chamada',
    other: 'Copiando o histórico de chamadas para este computador: {count} chamadas',
  },
  'history.backfill.progressBackTo': {
    one: 'Copiando o histórico de chamadas para este computador: {count} chamada · desde {day}',
    other: 'Copiando o histórico de chamadas para este computador: {count} chamadas · desde {day}',
  },
  'history.backfill.cancel': 'Cancelar',

  'history.column.time': 'Hora',
  'history.column.duration': 'Duração',
  'history.column.party': 'Nome e número',
  'history.column.type': 'Tipo',
  'history.column.actions': 'Ações',
  'history.row.spoken.missed': '{direction}, perdida',
  'history.row.spoken.voicemail': '{direction}, correio de voz',
  'history.row.spoken.busy': '{direction}, linha ocupada',
  'history.row.spoken.noAnswer': '{direction}, sem resposta',
  'history.row.spoken.cancelled': '{direction}, cancelada',
  'history.row.spoken.failed': '{direction}, com falha',
  'history.row.noTalk': 'Sem conversa{rest}',
  'history.row.noTalkRest': '',
  'history.row.notAnswered': 'Não atendida. A chamada durou {duration}.',
  'history.row.callBack': 'Retornar ligação para {name}',
  'history.row.callBackTitle': 'Retornar ligação (C)',
  'history.row.lookUp': 'Consultar {number}',
  'history.row.lookUpTitle': 'Consultar (L)',

  'history.kind.label': 'Chamadas a exibir',
  'history.kind.all': 'Todas',
  'history.kind.missed': 'Perdidas',
  'history.kind.inbound': 'Recebidas',
  'history.kind.outbound': 'Efetuadas',
  'history.kind.local': 'Internas',
  'history.search.placeholder': 'Nome ou número',
  'history.search.local': 'Pesquisar chamadas por nome ou número',
  'history.search.loaded': 'Filtrar chamadas carregadas por nome ou número',

  'history.direction.inbound': 'Recebida',
  'history.direction.outbound': 'Efetuada',
  'history.direction.local': 'Interna',
  'history.direction.unknown': 'Chamada',
  'history.result.answered': 'Atendida',
  'history.result.missed': 'Perdida',
  'history.result.voicemail': 'Correio de voz',
  'history.result.busy': 'Ocupado',
  'history.result.noAnswer': 'Sem resposta',
  'history.result.cancelled': 'Cancelada',
  'history.result.failed': 'Falhou',

  'history.export.button': 'Exportar CSV…',
  'history.export.cancelling': 'Cancelando a exportação…',
  'history.export.starting': 'Exportando o histórico de chamadas…',
  'history.export.loaded': { one: '{count} chamada carregada…', other: '{count} chamadas carregadas…' },
  'history.export.cancel': 'Cancelar exportação',
  'history.export.failed': 'Não foi possível exportar o histórico de chamadas',
  'history.export.cancelled': 'Exportação cancelada.',
  'history.export.written': {
    one: '{count} chamada exportada para {path}',
    other: '{count} chamadas exportadas para {path}',
  },
  'history.export.separatorComma':
    'As colunas estão separadas por vírgulas (,), conforme as configurações regionais deste computador.',
  'history.export.separatorSemicolon':
    'As colunas estão separadas por ponto e vírgula (;), conforme as configurações regionais deste computador.',
  'history.export.showInFolder': 'Mostrar na pasta',
  'history.export.dismiss': 'Fechar',

  'history.local.noMissedAlerts':
    'Os alertas de chamada perdida não estão disponíveis para este sistema telefônico: os registros de chamadas dele não indicam quais chamadas foram perdidas.',
  'history.local.unplaced': {
    one: '{count} chamada do sistema telefônico não tem horário de início utilizável e não é mantida neste computador.',
    other:
      '{count} chamadas do sistema telefônico não têm horário de início utilizável e não são mantidas neste computador.',
  },
  'history.local.stored': {
    one: '{count} chamada está armazenada neste computador.',
    other: '{count} chamadas estão armazenadas neste computador.',
  },
  'history.local.noneStored': 'Nenhuma chamada está armazenada neste computador.',
  'history.local.delete': 'Excluir histórico local',
  'history.local.deleting': 'Excluindo…',
  'history.local.deleteFailed': 'Não foi possível excluir o histórico local',

  'detail.opening': 'Abrindo a chamada…',
  'detail.kind.missed': 'Chamada perdida',
  'detail.kind.inbound': 'Chamada recebida',
  'detail.kind.outbound': 'Chamada efetuada',
  'detail.kind.local': 'Chamada interna',
  'detail.kind.unknown': 'Chamada',
  'detail.eyebrow': '{what} · {time}',
  'detail.nameFrom.contact': 'Nome obtido dos seus contatos',
  'detail.nameFrom.directory': 'Nome obtido do diretório da empresa',
  'detail.nameFrom.thisCall': 'Nome obtido desta chamada',
  'detail.nameFrom.otherCalls': 'Nome obtido de outras chamadas com este número',
  'detail.callBack': 'Retornar ligação',
  'detail.loadingFields': 'Carregando todos os campos da chamada…',
  'detail.loadFailed': 'Não foi possível carregar o registro completo da chamada',
  'detail.fields': 'Detalhes da chamada',
  'detail.facts.label': 'Antes de ligar',
  'detail.facts.details': 'Detalhes da consulta',
  'detail.facts.lookUp': 'Consultar',
  'detail.facts.reading': 'Lendo o cache de consultas…',
  'detail.facts.none': 'Ainda não consultado.',
  'detail.pane': 'Detalhes',
  'detail.back': 'Voltar',
  'detail.close': 'Fechar detalhes',

  'detail.field.direction': 'Direção',
  'detail.field.callerName': 'Nome de quem ligou',
  'detail.field.callerNumber': 'Número de quem ligou',
  'detail.field.dialled': 'Número discado',
  'detail.field.started': 'Início',
  'detail.field.answered': 'Atendimento',
  'detail.field.ended': 'Término',
  'detail.field.duration': 'Duração',
  'detail.field.talkTime': 'Tempo de conversa',
  'detail.field.hangupCause': 'Como terminou',
  'detail.field.extension': 'Ramal',
  'detail.field.audioQuality': 'Qualidade do áudio (MOS, 1–5)',
  'detail.field.notAnswered': 'não atendida',
  'detail.field.noAudio': 'sem áudio',

  'detail.hangupCause.normalClearing': 'Encerrada normalmente',
  'detail.hangupCause.noAnswer': 'Sem resposta',
  'detail.hangupCause.userBusy': 'Linha ocupada',
  'detail.hangupCause.originatorCancel': 'Quem ligou desligou antes do atendimento',
  'detail.hangupCause.callRejected': 'Chamada rejeitada',
  'detail.hangupCause.noUserResponse': 'Sem resposta do telefone',
  'detail.hangupCause.unallocatedNumber': 'Número inexistente',
  'detail.hangupCause.normalTemporaryFailure': 'Falha temporária na rede',
  'detail.hangupCause.recoveryOnTimerExpire': 'Tempo esgotado',
  'detail.hangupCause.loseRace': 'Atendida em outro telefone',
  'detail.hangupCause.subscriberAbsent': 'Telefone não registrado',
  'detail.hangupCause.destinationOutOfOrder': 'Destino fora de operação',
  'detail.hangupCause.invalidNumberFormat': 'Formato de número inválido',

  'fields.notProvided': 'não informado',
  'fields.all': 'Todos os campos',
  'fields.hotkey.off': 'Desativado',
  'fields.hotkey.turnOff': 'Desativar',
  'fields.hotkey.howTo': 'Clique no campo e pressione as teclas.',
  'fields.country.choose': 'Escolha um país da lista.',

  'list.loading.history': 'Carregando o histórico de chamadas…',
  'list.loading.voicemail': 'Carregando o correio de voz…',
  'list.loading.recordings': 'Carregando as gravações…',
  'list.failed.history': 'Não foi possível carregar o histórico de chamadas',
  'list.failed.voicemail': 'Não foi possível carregar o correio de voz',
  'list.failed.recordings': 'Não foi possível carregar as gravações',
  'list.saved.history': 'Cópia salva do histórico de chamadas: {time}',
  'list.saved.voicemail': 'Cópia salva do correio de voz: {time}',
  'list.saved.recordings': 'Cópia salva das gravações: {time}',
  'list.savedLoading': '{saved} · carregando os dados mais recentes…',
  'list.refresh.history': 'Atualizar o histórico de chamadas',
  'list.refresh.voicemail': 'Atualizar o correio de voz',
  'list.refresh.recordings': 'Atualizar as gravações',
  'list.refresh': 'Atualizar',
  'list.footer.loadingMore': '{summary} · carregando mais…',
  'list.footer.allLoaded': '{summary} · tudo carregado',
  'list.failedMore.calls': 'Não foi possível carregar mais chamadas',
  'list.failedMore.recordings': 'Não foi possível carregar mais gravações',
  'list.loadMore.calls': 'Carregar mais chamadas',
  'list.loadMore.recordings': 'Carregar mais gravações',
  'list.filters': 'Filtros',
  'list.filtersInUse': { one: 'Filtros, {count} em uso', other: 'Filtros, {count} em uso' },

  'list.days.label': 'Dias a exibir',
  'list.days.from': 'De',
  'list.days.to': 'Até',
  'list.days.firstDay': 'Primeiro dia',
  'list.days.lastDay': 'Último dia',
  'list.days.show': 'Mostrar dias',
  'list.days.all': 'Todos os dias',
  'list.days.reversed': 'O primeiro dia é posterior ao último.',

  'list.error.title': '{what}: {reason}',
  'list.error.details': 'Detalhes',
  'list.error.code': 'Código do erro: {code}',
  'list.error.retry': 'Tentar de novo',
  'list.error.openSettings': 'Abrir Configurações',

  'time.today': 'Hoje',
  'time.yesterday': 'Ontem',
  'time.dayAndTime': '{day}, {time}',
  'time.justNow': 'agora mesmo',
  'time.hours': '{count} h',
  'time.minutes': '{count} min',
  'time.seconds': '{count} s',
  // ─── People ───
  'nav.people': 'Contatos',
  'people.title': 'Contatos',
  'people.count': { one: '{count} contato', other: '{count} contatos' },
  'people.countFound': { one: '{count} encontrado', other: '{count} encontrados' },
  'people.add': 'Adicionar contato',
  'people.searchPlaceholder': 'Nome, empresa ou número',
  'people.searchLabel': 'Pesquisar contatos por nome, empresa, nota ou número',
  'people.listLabel': 'Contatos',
  'people.loading': 'Carregando contatos…',
  'people.loadFailed': 'Não foi possível carregar seus contatos',
  'people.empty.title': 'Nenhum contato ainda',
  'people.empty.body':
    'Guarde aqui as pessoas para quem você liga, com todos os números delas. Os nomes passam a aparecer no histórico, no correio de voz e em cada ligação, e você pode marcar como favoritos os números para os quais mais liga.',
  'people.noMatch': 'Nenhum contato corresponde a “{search}”',
  'people.noMatchWiden': 'Limpe a pesquisa para ver todos os contatos.',
  'people.keys': '{up} {down} mover · {enter} abrir · {c} ligar',
  'people.row.noNumbers': 'Sem números',
  'people.label.work': 'Trabalho',
  'people.label.mobile': 'Celular',
  'people.label.home': 'Casa',
  'people.label.extension': 'Ramal',
  'people.label.other': 'Outro',
  'people.eyebrow': 'Contato',
  'people.opening': 'Abrindo o contato…',
  'people.openFailed': 'Não foi possível abrir o contato',
  'people.call': 'Ligar',
  'people.edit': 'Editar',
  'people.delete': 'Excluir',
  'people.numbers': 'Números',
  'people.noNumbers': 'Nenhum número salvo para este contato.',
  'people.note': 'Nota',
  'people.star': 'Favorito: {label} {number}',
  'people.callNumber': 'Ligar: {label} {number}',
  'people.lookUpNumber': 'Consultar: {label} {number}',
  'people.copyNumber': 'Copiar: {label} {number}',
  'people.otherAccount': 'Um ramal de {account}: só é chamado e marcado como favorito lá.',
  'people.deleted': 'Contato excluído: {name}.',
  'people.undo': 'Desfazer',
  'people.dismissDeleted': 'Fechar',
  'people.deleteFailed': 'Não foi possível excluir o contato',
  'people.restoreFailed': 'Não foi possível restaurar o contato',
  'people.dismissRestored': 'Fechar o aviso sobre seus contatos',
  'people.recordedName': 'No sistema telefônico: {name}',
  'people.saveTo': 'Salvar nos contatos',
  'people.editContact': 'Editar contato',
  'people.favourites.title': 'Favoritos',
  'people.favourites.moveUp': 'Mover {name}, {label}, para cima',
  'people.favourites.moveDown': 'Mover {name}, {label}, para baixo',
  'people.favourites.moved': '{name}, {label}: {position} de {total}',
  'people.favourites.keys': '{up} {down} movem o favorito em foco',
  'people.favourites.starFailed': 'Não foi possível alterar o favorito',
  'people.favourites.orderFailed': 'Não foi possível alterar a ordem dos favoritos',
  'people.choose.title': 'Qual número de {name}?',
  'people.editor.new': 'Novo contato',
  'people.editor.edit': 'Editar contato',
  'people.editor.name': 'Nome',
  'people.editor.company': 'Empresa',
  'people.editor.note': 'Nota',
  'people.editor.numbers': 'Números',
  'people.editor.label': 'Rótulo do número {position}',
  'people.editor.number': 'Número {position}',
  'people.editor.removeNumber': 'Remover o número {position}',
  'people.editor.addNumber': 'Adicionar número',
  'people.editor.tooManyNumbers': {
    one: 'Um contato tem no máximo {count} número.',
    other: 'Um contato tem no máximo {count} números.',
  },
  'people.editor.atLimit': {
    one: 'No máximo {count} caractere: limite atingido.',
    other: 'No máximo {count} caracteres: limite atingido.',
  },
  'people.editor.nameRequired': 'Digite um nome.',
  'people.editor.save': 'Salvar contato',
  'people.editor.saveFailed': 'Não foi possível salvar o contato',
  // ─── Voicemail, recordings, lookup, dial pad, calls ───
  'voicemail.title': 'Correio de voz',
  'voicemail.countMatching': {
    one: '{count} de {total} corresponde',
    other: '{count} de {total} correspondem',
  },
  'voicemail.countUnheard': {
    one: '{count} não ouvida de {total}',
    other: '{count} não ouvidas de {total}',
  },
  'voicemail.countMessages': { one: '{count} mensagem', other: '{count} mensagens' },
  'voicemail.searchPlaceholder': 'Nome, número ou palavras',
  'voicemail.searchLabel': 'Pesquisar no correio de voz por nome, número ou transcrição',
  'voicemail.emptyTitle': 'Nenhuma mensagem de voz',
  'voicemail.emptyText': 'As mensagens que deixarem para você aparecem aqui.',
  'voicemail.noMatchTitle': 'Nenhuma mensagem corresponde',
  'voicemail.noMatchWiden': 'Limpe a pesquisa para ver todas as mensagens.',
  'voicemail.listLabel': 'Mensagens de voz',
  'voicemail.keys': '{up} {down} mover · {enter} abrir · {space} reproduzir ou pausar · {esc} fechar',
  'voicemail.key.enter': 'Enter',
  'voicemail.key.space': 'Espaço',
  'voicemail.key.esc': 'Esc',
  'voicemail.mailbox': 'Caixa postal {mailbox}',
  'voicemail.status.unheard': 'Não ouvida',
  'voicemail.status.heard': 'Ouvida',
  'voicemail.status.deleted': 'Excluída no telefone',
  'voicemail.status.unknown': 'ainda desconhecido',
  'voicemail.status.label': 'Situação',
  'voicemail.eyebrow': 'Mensagem de voz',
  'voicemail.eyebrowAt': 'Mensagem de voz · {date}',
  'voicemail.playerLabel': 'Mensagem de voz',
  'voicemail.detailsLabel': 'Detalhes da mensagem',

  'recordings.title': 'Gravações',
  'recordings.searchPlaceholder': 'Nome, número ou palavras',
  'recordings.searchLabel': 'Pesquisar gravações carregadas por nome, número ou transcrição',
  'recordings.emptyTitle': 'Nenhuma gravação',
  'recordings.emptyText': 'As chamadas gravadas aparecem aqui.',
  'recordings.noMatchTitle': 'Nenhuma gravação carregada corresponde',
  'recordings.noMatchWiden': 'Limpe a pesquisa ou os dias para ver todas as gravações.',
  'recordings.countMatching': {
    one: '{count} de {total} gravações carregadas corresponde',
    other: '{count} de {total} gravações carregadas correspondem',
  },
  'recordings.countLoaded': { one: '{count} gravação carregada', other: '{count} gravações carregadas' },
  'recordings.call.inbound': 'Chamada recebida',
  'recordings.call.outbound': 'Chamada efetuada',
  'recordings.call.local': 'Chamada interna',
  'recordings.call.unknown': 'Chamada',
  'recordings.eyebrowAt': '{call} · {date}',
  'recordings.detailsLabel': 'Detalhes da gravação',

  'player.label': 'Reprodutor: {label}',
  'player.play': 'Reproduzir',
  'player.pause': 'Pausar',
  'player.seek': 'Posição da reprodução',
  'player.position': '{time} de {duration}',
  'player.positionUnknownLength': '{time} de duração desconhecida',
  'player.speeds': 'Velocidade de reprodução',
  'player.speed': '{speed}×',
  'player.loadFailed.message': 'Não foi possível carregar a mensagem',
  'player.loadFailed.recording': 'Não foi possível carregar a gravação',
  'player.loading.message': 'Carregando a mensagem…',
  'player.loading.recording': 'Carregando a gravação…',
  'player.noAudio.message': 'O sistema telefônico não enviou áudio para a mensagem.',
  'player.noAudio.recording': 'O sistema telefônico não enviou áudio para a gravação.',
  'player.save': 'Salvar áudio…',
  'player.saving': 'Salvando…',
  'player.savedAs': 'Salvo como {file}',
  'player.showInFolder': 'Mostrar na pasta',
  'player.saveFailed': 'Não foi possível salvar o áudio',

  'transcript.heading': 'Transcrição',
  'transcript.speaker': 'Falante {number}',
  'transcript.turn': '{speaker}: {text}',

  'lookup.title': 'Consulta de número',
  'lookup.numberLabel': 'Número',
  'lookup.numberPlaceholder': 'ex.: (555) 555-0123',
  'lookup.lookUp': 'Consultar',
  'lookup.suggestionsLabel': 'Pessoas do histórico de chamadas',
  'lookup.hint':
    'Digite ou cole um número, ou um nome do seu histórico de chamadas. Seu provedor pode cobrar pelas consultas; um número consultado recentemente é respondido pelo cache, sem custo.',
  'lookup.loading': 'Consultando {number}…',
  'lookup.failed': 'Não foi possível consultar {number}',
  'lookup.replyLabel': 'Resposta do serviço de consulta',
  'lookup.replyCode': 'Código',
  'lookup.replyMessage': 'Mensagem',
  'lookup.replyNone': 'nenhum',
  'lookup.emptyTitle': 'Consultar um número',
  'lookup.emptyText':
    'Veja de quem é, se é celular ou fixo, a operadora e a localidade, e se está na lista Não Perturbe.',
  'lookup.resultLabel': 'Resultado da consulta de {who}',
  'lookup.nameSource': 'nome do seu histórico de chamadas',
  'lookup.call': 'Ligar',
  'lookup.copy': 'Copiar',
  'lookup.copied': 'Copiado',
  'lookup.copyFailed': 'Não foi possível copiar',
  'lookup.foundLabel': 'O que a consulta encontrou',
  'lookup.sourceFresh': 'Consultado agora mesmo. Atualizar faz uma nova consulta, que pode ser cobrada.',
  'lookup.sourceCached': 'Do cache, consultado {ago}. Atualizar faz uma nova consulta, que pode ser cobrada.',
  'lookup.refresh': 'Atualizar',
  'lookup.allFields': 'Todos os campos',
  'lookup.noFacts': 'A consulta não encontrou detalhes da linha.',
  'lookup.dncAlert': '{flag} a consulta indica este número na lista Não Perturbe.',
  'lookup.dncFlag': 'Não ligar:',
  'lookup.lineType.wireless': 'Celular',
  'lookup.lineType.landline': 'Fixo',
  'lookup.lineType.voip': 'VoIP',
  'lookup.lineType.tollFree': 'Gratuito',
  'lookup.dnc.listed': 'Na lista',
  'lookup.dnc.notListed': 'Fora da lista',
  'lookup.fact.lineType': 'Tipo de linha',
  'lookup.fact.carrier': 'Operadora',
  'lookup.fact.place': 'Localidade',
  'lookup.fact.doNotCall': 'Lista Não Perturbe',
  'lookup.field.number': 'Número',
  'lookup.field.city': 'Cidade',
  'lookup.field.state': 'Estado',
  'lookup.field.country': 'País',
  'lookup.field.lineType': 'Tipo de linha',
  'lookup.field.carrier': 'Operadora (LEC)',
  'lookup.field.doNotCall': 'Não Perturbe (DNC)',
  'lookup.field.routingNumber': 'Número de roteamento (LRN)',
  'lookup.field.operatingCompany': 'Número da operadora (OCN)',
  'lookup.field.callingArea': 'Área de chamada (LATA)',
  'lookup.field.serviceProvider': 'ID do provedor de serviço (SPID)',
  'lookup.field.jurisdiction': 'Jurisdição',
  'lookup.field.lookupType': 'Tipo de consulta',
  'lookup.field.serviceMessage': 'Mensagem do serviço',
  'lookup.field.serviceStatus': 'Status do serviço',
  'lookup.field.serviceCode': 'Código do serviço',
  'lookup.error.notFound': 'O serviço de consulta não tem registro de {number}.',
  'lookup.error.badNumber':
    'O serviço de consulta não aceitou {number} como número de telefone. Verifique os dígitos e o código de área.',
  'lookup.error.refused':
    'O serviço de consulta recusou a chave da conta SIP principal, então {number} não foi consultado. Verifique essa chave {where}.',
  'lookup.error.other':
    'O serviço de consulta não conseguiu consultar {number}. Os Detalhes mostram o que ele respondeu.',
  'lookup.unavailable.noNumber': 'Não há número para consultar.',
  'lookup.unavailable.abroad':
    'O serviço de consulta responde apenas para números da América do Norte, não para números de outros países.',
  'lookup.unavailable.notPublic':
    'O serviço de consulta responde apenas para números públicos, não para ramais, códigos de serviço ou números locais sem código de área.',
  'lookup.unavailable.length':
    'O serviço de consulta responde apenas para números norte-americanos de 10 ou 11 dígitos.',

  'dialpad.title': 'Teclado',
  'dialpad.numberLabel': 'Número para ligar',
  'dialpad.numberPlaceholder': 'Número ou nome',
  'dialpad.backspace': 'Apagar o último dígito',
  'dialpad.suggestionsLabel': 'Pessoas do histórico de chamadas',
  'dialpad.lastCall': 'última chamada {ago}',
  'dialpad.noOneNamed':
    'Ninguém chamado “{name}” está no seu histórico de chamadas. Digite o número da pessoa.',
  'dialpad.manyNamed': {
    one: '{count} pessoa corresponde a “{name}”: escolha abaixo (↓, depois Enter).',
    other: '{count} pessoas correspondem a “{name}”: escolha uma abaixo (↓, depois Enter).',
  },
  'dialpad.keypad': 'Teclado numérico',
  'dialpad.call': 'Ligar',
  'dialpad.calling': 'Ligando…',
  'dialpad.hint': 'Seu telefone de mesa toca primeiro; atenda para completar a ligação.',
  'dialpad.recent': 'Chamadas recentes',
  'dialpad.callAgain': 'Ligar de novo para {number}',

  'call.dismiss': 'Fechar o status da chamada',
  'call.earlier': 'A chamada anterior: {status}',
  'call.checking': 'Verificando {number} antes de ligar…',
  'call.placing': 'Ligando para {number}: enviando ao seu sistema telefônico…',
  'call.placed': 'Enviada: seu ramal {extension} deve tocar agora.',
  'call.dncCalledAnyway': 'Ligação feita, embora a consulta indique este número na lista Não Perturbe.',
  'call.dncUnchecked': 'Não verificado na lista Não Perturbe: este número ainda não foi consultado.',
  'call.nameAndNumber': '{name}, {number}',
  'call.questionFlagged': 'Não ligar: {who}',
  'call.question': 'Ligar para {who}?',
  'call.questionFlaggedDetail':
    'A consulta indica este número na lista Não Perturbe. Ligue somente se tiver certeza de que é permitido.',
  'call.questionClearDetail': 'Fora da lista Não Perturbe. Enter liga, Esc cancela.',
  'call.questionUncheckedDetail': 'Não verificado na lista Não Perturbe. Enter liga, Esc cancela.',
  'call.questionFacts': '{facts}.',
  'call.cancel': 'Cancelar {key}',
  'call.escKey': 'Esc',
  'call.call': 'Ligar',
  'call.callBack': 'Retornar ligação',
  'call.callAnyway': 'Ligar mesmo assim',
  'call.unknownParty': 'Desconhecido',
  // The time where a number rings (issue 50).
  'localTime.there': 'Hora local: cerca de {time}',
  'localTime.thereIn': 'Hora local: cerca de {time} ({place})',
  'localTime.unknown': 'Hora local desconhecida',
  'localTime.estimate': 'Estimada pelo código de área do número: um celular pode estar em outro lugar.',
  'localTime.floridaHours': '{hours}, o horário da Flórida',
  'localTime.outside': 'Hora local: cerca de {time}, fora do seu horário de ligações ({hours}).',
  'localTime.outsideNoTime': 'Onde este número toca, está fora do seu horário de ligações.',
  'localTime.outsideShort': 'Cerca de {time} lá: fora do seu horário de ligações',
  'localTime.question': 'Fora do seu horário de ligações: {who}',
  'localTime.calledAnyway': 'Ligação feita fora do seu horário de ligações.',
  // ─── Settings and accounts ───
  'settings.title': 'Configurações',
  'settings.readFailed': 'Não foi possível ler as configurações',
  'settings.reading': 'Lendo as configurações…',

  'settings.account.title': 'Seu sistema telefônico',
  'settings.account.inUse':
    'A conta em uso, {name}: o que for salvo aqui vale para ela. Cada campo diz onde encontrar a informação.',
  'settings.account.intro':
    'Conecte o Dialdesk ao sistema telefônico da sua empresa com os dados que seu provedor de telefonia ou administrador passou. Cada campo diz onde encontrar a informação.',
  'settings.account.save': 'Salvar conta',
  'settings.saved.checking': 'Salvo. Verificando se funciona…',
  'settings.saved.problem': 'Salvo, mas o Dialdesk ainda não consegue usar a conta:',
  'settings.saved.works': 'Salvo e funcionando.',
  'settings.saved.demo':
    'Salvo. O Dialdesk continua na demonstração até que o ID da conta, seu ramal e o domínio (ou um endereço completo) sejam preenchidos.',
  'settings.check.pbx': 'Sistema telefônico:',
  'settings.check.lookup': 'Consultas:',
  'settings.check.checking': 'verificando…',

  'settings.tests.title': 'Testar a conexão',
  'settings.tests.pbxIntro': 'Lê uma chamada do sistema telefônico com a chave salva.',
  'settings.tests.pbxButton': 'Testar sistema telefônico',
  'settings.tests.lookupLabel': 'Consulta um número com a chave salva (a consulta pode ser cobrada).',
  'settings.tests.numberPlaceholder': 'Número para consultar',
  'settings.tests.lookupButton': 'Testar consulta',

  'settings.preferences.title': 'Preferências',
  'settings.preferences.save': 'Salvar preferências',

  'settings.group.address': 'Onde fica seu sistema telefônico',
  'settings.group.wholeAddress': 'Ou um endereço completo',
  'settings.group.extensionAndKey': 'Seu ramal e sua chave',
  'settings.group.lookup': 'Consulta de número (opcional)',
  'settings.group.language': 'Idioma',
  'settings.group.startup': 'Inicialização e atualizações',
  'settings.group.numbers': 'Números',
  'settings.group.hotkeys': 'Chamadas e atalhos de teclado',
  'settings.group.voicemail': 'Correio de voz e notificações',
  'settings.group.history': 'Histórico de chamadas',
  'settings.group.lookupCache': 'Consulta',

  'settings.accountId.label': 'ID da conta',
  'settings.accountId.hint':
    'Exemplo: acme-01. Onde encontrar: no e-mail de boas-vindas do seu provedor de telefonia, ou pergunte ao seu administrador.',
  'settings.domain.label': 'Domínio',
  'settings.domain.hint':
    'Exemplo: pbx.example.com, sem https://. Onde encontrar: no e-mail de boas-vindas do seu provedor de telefonia, ou pergunte ao seu administrador.',
  'settings.baseUrlOverride.label': 'Endereço completo (em vez de ID da conta e domínio)',
  'settings.baseUrlOverride.hint':
    'Somente se o seu administrador passou um: ele substitui o ID da conta e o domínio. Exemplo: https://pbx.example.com/app/api/7.',
  'settings.extension.label': 'Seu ramal',
  'settings.extension.hint':
    'Exemplo: 201. O telefone que toca primeiro quando você faz uma ligação. Onde encontrar: na tela do seu telefone de mesa, ou pergunte ao seu administrador.',
  'settings.lookupUrl.label': 'URL de consulta',
  'settings.lookupUrl.hint':
    'Exemplo: https://lookup.example.com/api. Onde encontrar: na página da conta do seu provedor de consulta, ou pergunte ao seu administrador. Deixe em branco para não usar consultas.',
  'settings.address.willReach': 'O Dialdesk vai acessar seu sistema telefônico em {address}',
  'settings.address.example':
    'Exemplo: o ID da conta {accountId} e o domínio {domain} formam o endereço {address}',

  'settings.language.hint':
    'Vale na hora para todas as janelas do Dialdesk, o menu da área de notificação e as notificações.',
  'settings.startAtLogin.label': 'Iniciar o Dialdesk quando eu fizer login',
  'settings.checkUpdates.label': 'Procurar atualizações uma vez por dia',
  'settings.defaultRegion.label': 'País padrão',
  'settings.defaultRegion.hint':
    'Usado para números escritos sem o código do país. Digite para pesquisar na lista.',
  'settings.dialFormat.label': 'Enviar números ao sistema telefônico como',
  'settings.lookupFormat.label': 'Enviar números ao serviço de consulta como',
  'settings.numberFormat.national': 'Nacional (5555550123)',
  'settings.numberFormat.countryCode': 'Com código do país (15555550123)',
  'settings.numberFormat.international': 'Internacional (+15555550123)',
  'settings.confirmHotkeyCalls.label': 'Perguntar antes de ligar por um atalho de teclado',
  'settings.lookupBeforeCalling.label': 'Consultar um número antes de ligar para ele',
  'settings.notifyVoicemail.label': 'Avisar sobre novas mensagens de voz',
  'settings.notificationSound.label': 'Tocar um som com as notificações',
  'settings.voicemailInterval.label': 'Verificar o correio de voz a cada (minutos)',
  'settings.keepLocalCopy.label': 'Manter neste computador uma cópia pesquisável do histórico de chamadas',
  'settings.historyDays.label': 'Manter as chamadas dos últimos (dias)',
  'settings.lookupCacheDays.label': 'Lembrar resultados de consulta por (dias)',
  'settings.lookupCacheDays.hint': 'Com 0, o número é consultado de novo todas as vezes.',

  'hotkeys.callSelection.label': 'Ligar para o número selecionado',
  'hotkeys.lookupSelection.label': 'Consultar o número selecionado',
  'hotkeys.quickDial.label': 'Abrir a discagem rápida',
  'hotkeys.portalNote':
    'Seu ambiente de trabalho pede que você aprove estas teclas e pode permitir alterá-las nas configurações dele.',
  'hotkeys.pressToTest': 'Testar o atalho',
  'hotkeys.testing': 'Pressione agora um dos atalhos…',
  'hotkeys.heard': 'Funciona: o Dialdesk recebeu “{hotkey}”.',
  'hotkeys.notHeard':
    'Nenhum atalho chegou ao Dialdesk. Verifique se o seu ambiente de trabalho aprovou as teclas.',
  'hotkeys.registered': 'Registrado.',
  'hotkeys.notRegistered': 'Não registrado.',
  'hotkeys.needsModifier.mac':
    'Adicione ⌘, ⌃ ou ⌥: um atalho de teclado sem uma dessas teclas tomaria a tecla de todos os aplicativos.',
  'hotkeys.needsModifier.pc':
    'Adicione Ctrl ou Alt: um atalho de teclado sem uma dessas teclas tomaria a tecla de todos os aplicativos.',
  'hotkeys.key.ctrl': 'Ctrl',
  'hotkeys.key.win': 'Win',
  'hotkeys.key.alt': 'Alt',
  'hotkeys.key.shift': 'Shift',
  'hotkeys.key.space': 'Espaço',
  'hotkeys.key.enter': 'Enter',
  'hotkeys.key.backspace': 'Backspace',
  'hotkeys.key.delete': 'Del',
  'hotkeys.key.insert': 'Ins',
  'hotkeys.key.home': 'Home',
  'hotkeys.key.end': 'End',
  'hotkeys.key.pageUp': 'PgUp',
  'hotkeys.key.pageDown': 'PgDn',
  'hotkeys.key.up': 'Seta para cima',
  'hotkeys.key.down': 'Seta para baixo',
  'hotkeys.key.left': 'Seta para a esquerda',
  'hotkeys.key.right': 'Seta para a direita',

  'updates.checking': 'Procurando atualizações…',
  'updates.check': 'Procurar atualizações…',
  'updates.checkFailed': 'Não foi possível procurar atualizações',

  'keys.pbx.label': 'Chave do sistema telefônico',
  'keys.pbx.hint':
    'Permite que o Dialdesk faça seu ramal tocar para fazer ligações e leia seu histórico de chamadas, correio de voz e gravações. Seu provedor pode chamá-la de chave de API. Onde encontrar: nas configurações de API do seu sistema telefônico, ou pergunte ao seu administrador.',
  'keys.pbx.clear': 'Limpar a chave do sistema telefônico',
  'keys.lookup.label': 'Chave de consulta',
  'keys.lookup.hint':
    'Permite que o Dialdesk consulte um número (o tipo de linha, a operadora, a localidade e se ele está na lista Não Perturbe); cada consulta pode ser cobrada. Seu provedor pode chamá-la de chave da conta SIP principal. Onde encontrar: na página da conta do provedor de consulta.',
  'keys.lookup.clear': 'Limpar a chave de consulta',
  'keys.set': 'definida',
  'keys.notSet': 'não definida',
  'keys.notRead': 'não lida',
  'keys.replacePlaceholder': 'Digite uma nova chave para substituí-la',
  'keys.pastePlaceholder': 'Cole a chave',
  'keys.clear': 'Limpar',
  'keys.kept': 'Guardada no chaveiro do sistema; nunca mais é exibida.',
  'keys.keptOnceSaved':
    'Guardada no chaveiro do sistema assim que o ID da conta for salvo; nunca mais é exibida.',
  'keys.otherHost': 'O endereço mudou para outro host: a chave deste host precisa ser informada de novo.',

  'form.saving': 'Salvando…',
  'form.cancel': 'Cancelar',
  'form.saved': 'Salvo.',
  'form.couldNotSave': 'Não foi possível salvar',
  'form.fixMarked': {
    one: 'Nada foi salvo: corrija o campo marcado.',
    other: 'Nada foi salvo: corrija os campos marcados.',
  },

  'accounts.title': 'Contas',
  'accounts.intro': 'O Dialdesk mostra uma conta por vez. Troque aqui ou pela conta indicada no topo.',
  'accounts.added':
    '{name} está em uso agora. Informe a chave do sistema telefônico dela em Seu sistema telefônico, abaixo, para conectá-la.',
  'accounts.dismiss': 'Fechar',
  'accounts.inUse': 'Em uso',
  'accounts.use': 'Usar',
  'accounts.use.label': 'Usar {name}',
  'accounts.switching': 'Trocando…',
  'accounts.switchingTo': 'Trocando para {name}…',
  'accounts.rename': 'Renomear',
  'accounts.rename.label': 'Renomear {name}',
  'accounts.rename.save': 'Salvar nome',
  'accounts.remove': 'Remover',
  'accounts.remove.label': 'Remover {name}',
  'accounts.remove.title': 'Remover {name}?',
  'accounts.remove.what':
    'As chaves dela são excluídas do chaveiro do sistema, e a cópia do histórico de chamadas, os registros do correio de voz, as chamadas recentes e as consultas dela são excluídos deste computador. Chamadas e mensagens no sistema telefônico não são afetadas.',
  'accounts.removing': 'Removendo…',
  'accounts.removeFailed': 'Não foi possível remover',
  'accounts.name.label': 'Nome',
  'accounts.watchVoicemail': 'Verificar o correio de voz enquanto outra conta está em uso',
  'accounts.voicemailProblem': 'Não foi possível verificar o correio de voz dela: {problem}',
  'accounts.unheard': {
    one: '{count} mensagem de voz não ouvida.',
    other: '{count} mensagens de voz não ouvidas.',
  },
  'accounts.unheardShort': { one: '{count} não ouvida', other: '{count} não ouvidas' },
  'accounts.facts.accountAt': 'Conta {accountId} em {host}',
  'accounts.facts.account': 'Conta {accountId}',
  'accounts.facts.at': 'Em {host}',
  'accounts.facts.noAddress': 'Ainda sem endereço',
  'accounts.facts.extension': 'ramal\u00a0{extension}',
  'accounts.extension': 'ramal {extension}',
  'accounts.noExtension': 'ainda sem ramal',
  'accounts.demo': 'Demo',
  'accounts.demo.detail': 'Chamadas fictícias',
  'accounts.switcher.inUse': 'Conta em uso:',
  'accounts.tooltip.ringsAt': 'As ligações tocam primeiro no ramal {extension} (conta {name} em {host}).',
  'accounts.tooltip.rings': 'As ligações tocam primeiro no ramal {extension} (conta {name}).',
  'accounts.tooltip.noExtensionAt':
    '{name} em {host}: ainda sem ramal, então a demonstração é usada no lugar.',
  'accounts.tooltip.noExtension': '{name}: ainda sem ramal, então a demonstração é usada no lugar.',
  'accounts.add.button': 'Adicionar conta',
  'accounts.add.title': 'Adicionar conta',
  'accounts.add.intro':
    'Depois de adicionada, ela passa a ser a conta em uso, e Seu sistema telefônico, abaixo, pede as chaves dela.',
  'accounts.add.nameLegend': 'Nome da conta',
  'accounts.add.namePlaceholder': 'Recepção Acme',
  'accounts.add.nameHint': 'Como o Dialdesk vai chamá-la na lista de contas e nas notificações.',
  'accounts.add.pbxKeyLater': 'A chave do sistema telefônico é informada depois que a conta for adicionada.',
  'accounts.add.lookupKeyLater':
    'A chave de consulta, se houver, é informada depois que a conta for adicionada.',
  'accounts.adding': 'Adicionando…',
  'accounts.addFailed': 'Não foi possível adicionar',
  // ─── Tray, notifications, dialogs, updates ───
  'tray.call': 'Ligar para {number}',
  'tray.callNothing': 'Ligar: nenhum número na área de transferência',
  'tray.lookUp': 'Consultar {number}',
  'tray.lookUpNothing': 'Consultar: nenhum número externo na área de transferência',
  'tray.recentCalls': 'Chamadas recentes',
  'tray.favourites': 'Favoritos',
  'tray.accounts': 'Contas',
  'tray.demo': 'Demonstração',
  'tray.unnamedAccount': 'Conta sem nome',
  'tray.accountExtension': 'ramal {extension}',
  'tray.accountUnheard': { one: '{count} não ouvida', other: '{count} não ouvidas' },
  'tray.history': 'Histórico',
  'tray.callBack': 'Para retornar',
  'tray.callBackCount': { one: 'Para retornar ({count})', other: 'Para retornar ({count})' },
  'tray.voicemail': 'Correio de voz',
  'tray.voicemailUnheard': {
    one: 'Correio de voz ({count} não ouvida)',
    other: 'Correio de voz ({count} não ouvidas)',
  },
  'tray.open': 'Abrir o Dialdesk',
  'tray.quickDial': 'Discagem rápida…',
  'tray.settings': 'Configurações…',
  'tray.checkForUpdates': 'Procurar atualizações…',
  'tray.updatesManaged': 'Atualizações gerenciadas pela sua organização',
  'tray.quit': 'Sair do Dialdesk',
  'tray.toolTipAccount': 'Dialdesk — {account}',
  'tray.toolTipNews': '{app}: {news}',
  'tray.toolTipVoicemail': {
    one: 'correio de voz ({count} não ouvida)',
    other: 'correio de voz ({count} não ouvidas)',
  },
  'tray.toolTipCallBack': { one: '{count} para retornar', other: '{count} para retornar' },
  'tray.toolTipBoth': '{voicemail}, {callBack}',

  'menu.view': 'Visualizar',
  'menu.actualSize': 'Tamanho real',
  'menu.zoomIn': 'Ampliar',
  'menu.zoomOut': 'Reduzir',
  'menu.about': 'Sobre o Dialdesk',
  'menu.services': 'Serviços',
  'menu.hide': 'Ocultar Dialdesk',
  'menu.hideOthers': 'Ocultar outros',
  'menu.showAll': 'Mostrar tudo',
  'menu.quit': 'Encerrar Dialdesk',
  'menu.edit': 'Editar',
  'menu.undo': 'Desfazer',
  'menu.redo': 'Refazer',
  'menu.cut': 'Recortar',
  'menu.copy': 'Copiar',
  'menu.paste': 'Colar',
  'menu.selectAll': 'Selecionar tudo',
  'menu.window': 'Janela',
  'menu.minimize': 'Minimizar',
  'menu.zoom': 'Zoom',
  'menu.front': 'Trazer tudo para a frente',

  'dialog.saveAudioTitle': 'Salvar áudio',
  'dialog.audioFiles': 'Áudio',
  'dialog.exportHistoryTitle': 'Exportar histórico de chamadas',
  'dialog.csvFiles': 'CSV',

  'notify.calling': 'Ligando para {number}',
  'notify.callNotPlaced': 'Chamada não realizada',
  'notify.callMayRing': 'A chamada ainda pode tocar',
  'notify.callMayRingBody': '{reason} Seu telefone ainda pode tocar: aguarde antes de ligar de novo.',
  'notify.notADialLink': 'Este link não contém um número que o Dialdesk possa discar: {link}',
  'notify.lookupTitle': 'Consulta: {number}',
  'notify.lookupNoDetails': 'O serviço de consulta não tem detalhes sobre este número.',
  'notify.lookupDoNotCall': 'Atenção: número na lista Não Perturbe.',
  'notify.lookupClick': 'Clique para abrir no Dialdesk.',
  'notify.lookupFailed': 'Falha na consulta',
  'notify.switchFailed': 'O Dialdesk não conseguiu mudar para {account}',
  'notify.switchFailedDemo': 'O Dialdesk não conseguiu mudar para a demonstração',
  'notify.switchFailedUnnamed': 'O Dialdesk não conseguiu mudar para essa conta',
  'notify.accountsListRepaired': 'Sua lista de contas precisou de reparo',
  'notify.loginItemFailed': 'A inicialização ao fazer login não foi alterada',
  'notify.voicemailNew': 'Nova mensagem de voz',
  'notify.voicemailNewFor': 'Nova mensagem de voz em {account}',
  'notify.voicemailMany': {
    one: '{count} nova mensagem de voz',
    other: '{count} novas mensagens de voz',
  },
  'notify.voicemailManyFor': {
    one: '{count} nova mensagem de voz em {account}',
    other: '{count} novas mensagens de voz em {account}',
  },
  'notify.voicemailListen': 'Abra o Dialdesk para ouvir.',
  'notify.voicemailFrom': 'De {caller}',
  'notify.voicemailFromUnknown': 'De origem desconhecida',
  'notify.voicemailFromUnknownLength': 'De origem desconhecida, {length}',
  'notify.missedCall': 'Chamada perdida',
  'notify.missedFrom': 'De {caller}, às {time}',
  'notify.missedFromUnknown': 'De origem desconhecida, às {time}',
  'notify.callBack': 'Retornar ligação',
  'notify.done': 'Feito',
  'notify.callBackNotDone': 'Não foi possível marcar como feito',
  'notify.missedMany': { one: '{count} chamada perdida', other: '{count} chamadas perdidas' },
  'notify.missedManyBody': 'A mais recente às {time}. Clique para vê-las no Dialdesk.',
  'notify.accessibilityTitle': 'Permita que o Dialdesk leia sua seleção',
  'notify.accessibilityBody':
    'Para ligar para um número que você selecionou, o Dialdesk precisa da permissão de Acessibilidade em Ajustes do Sistema › Privacidade e Segurança. Até lá, o atalho de teclado liga para o que você copiou. Clique para abrir os ajustes.',
  'notify.selectionUnavailableTitle': 'O atalho de teclado usa a área de transferência',
  'notify.selectionUnavailableBody':
    'O Dialdesk não consegue ler seleções neste computador: copie o número primeiro e depois pressione o atalho de teclado.',
  'notify.clipboardNotRestoredTitle': 'Sua área de transferência foi alterada',
  'notify.clipboardNotRestoredBody':
    'O Dialdesk copiou sua seleção para lê-la e não conseguiu restaurar o que estava antes na área de transferência.',

  'hotkey.off': 'Desativado.',
  'hotkey.notAccepted': '{shortcut} não é um atalho aceito por este sistema: escolha outro.',
  'hotkey.taken': 'Outro aplicativo ou o sistema já usa {shortcut}: escolha outro atalho.',
  'hotkey.sameAsCall': '{shortcut} já é o atalho para ligar para a seleção: escolha outro.',
  'hotkey.sameAsLookup': '{shortcut} já é o atalho para consultar a seleção: escolha outro.',

  'shell.couldNotStart': 'O Dialdesk não conseguiu iniciar',
  'shell.autostartComment': 'Clique para ligar, correio de voz e consulta de números',
  'shell.demoPortInvalid':
    '{variable} está definida, mas não é um número de porta de 1 a 65535: remova-a para usar a demonstração integrada.',

  'update.checkTitle': 'Procurar atualizações',
  'update.developmentRun':
    'Este Dialdesk é uma execução de desenvolvimento: só um Dialdesk instalado procura atualizações.',
  'update.noUpdateAddress':
    'Esta compilação não procura atualizações: ela foi criada sem um endereço de atualizações.',
  'update.managedByOrganization':
    'Sua organização gerencia as atualizações neste computador: o Dialdesk não as procura por conta própria.',
  'update.upToDate': 'O Dialdesk {version} está atualizado.',
  'update.availableTitle': 'O Dialdesk {version} está disponível',
  'update.downloadFromPage': 'Baixe-o na página da versão.',
  'update.download': 'Baixar',
  'update.availableToDownload': 'O Dialdesk {version} está disponível: baixe-o na página da versão.',
  'update.availableDownloading':
    'O Dialdesk {version} está disponível: o download está em andamento, e o Dialdesk vai oferecer reiniciar quando a atualização estiver pronta.',
  'update.restartToUpdate': 'Reinicie para atualizar para a versão {version}',
  'update.restart': 'Reiniciar',
  'update.installOnQuit': 'O Dialdesk {version} será instalado quando você sair',
  'update.busyConfirmation': 'Uma chamada está aguardando sua confirmação.',
  'update.busyRecentCall':
    'Você fez uma ligação nos últimos dez minutos, e ela ainda pode estar em andamento.',
  'update.notUpdated': 'O Dialdesk não foi atualizado',
  'update.checkFailed': 'A verificação de atualizações falhou: {reason}',
  'update.refusedNotNewer':
    'O servidor de atualizações respondeu uma segunda vez com a versão {version}, que não é mais recente que este Dialdesk ({current}), então nada foi baixado.',
  'update.refusedPrerelease':
    'O servidor de atualizações oferece a versão {version}, uma versão de teste, mas este Dialdesk só aceita versões estáveis, então nada foi baixado.',
  'update.refusedChannel':
    'O servidor de atualizações oferece a versão {version}, que não é do canal {channel} que este Dialdesk segue, então nada foi baixado.',
  'update.refusedElsewhere':
    'O feed de atualizações indica um arquivo fora da pasta de atualizações do Dialdesk ({address}). O Dialdesk só baixa atualizações de {folder}, então nada foi baixado.',
  'update.badVersion':
    'A versão desta compilação ({version}) não é um número de versão, então não pode ser comparada com a do servidor de atualizações.',
  'update.feedNotFound':
    'Não foi possível ler o feed de atualizações: {host} não tem {file} (HTTP {status}). Verifique o endereço do servidor de atualizações.',
  'update.httpStatus': 'Não foi possível acessar o servidor de atualizações: {host} respondeu HTTP {status}.',
  'update.feedTooLarge':
    'Não foi possível ler o feed de atualizações: {file} tem mais de {size} bytes, então não é um feed.',
  'update.timedOut':
    'Não foi possível acessar o servidor de atualizações: {host} não respondeu em {seconds} s.',
  'update.refused': 'Não foi possível acessar o servidor de atualizações: {host} recusou a conexão.',
  'update.hostNotFound':
    'Não foi possível acessar o servidor de atualizações: o host {host} não foi encontrado.',
  'update.secureConnectionCode':
    'Não foi possível acessar o servidor de atualizações: a conexão segura com {host} falhou ({code}).',
  'update.secureConnection':
    'Não foi possível acessar o servidor de atualizações: a conexão segura com {host} falhou (certificado).',
  'update.offline':
    'Não foi possível acessar o servidor de atualizações: o computador parece estar off-line.',
  'update.connectionClosed':
    'Não foi possível acessar o servidor de atualizações: a conexão com {host} foi encerrada antes de a resposta chegar por completo.',
  'update.requestFailed':
    'Não foi possível acessar o servidor de atualizações: a solicitação para {host} falhou ({reason}).',
  'update.requestFailedNoReason':
    'Não foi possível acessar o servidor de atualizações: a solicitação para {host} falhou (sem motivo informado).',
  'update.feedUnreadable': 'Não foi possível ler o feed de atualizações: {reason}',
  'update.feedNoFiles':
    'Não foi possível ler o feed de atualizações: ele não lista nenhum arquivo de instalação.',
  'update.feedNotYaml':
    'Não foi possível ler o feed de atualizações: ele não é um YAML válido ({reason} na linha {line}).',
  'update.feedNotFeed':
    'Não foi possível ler o feed de atualizações: ele não é um feed de atualizações. Verifique o endereço do servidor de atualizações.',
  'update.feedUnexpected': 'Não foi possível ler o feed de atualizações: ele não tem os campos esperados.',
  'update.feedFieldMissing': 'Não foi possível ler o feed de atualizações: {field} está ausente.',
  'update.feedFieldNotHash':
    'Não foi possível ler o feed de atualizações: {field} não é um hash SHA-512 em base64.',
  'update.feedFieldNotFileName':
    'Não foi possível ler o feed de atualizações: {field} não é um nome de arquivo.',
  'update.feedFieldEmpty': 'Não foi possível ler o feed de atualizações: {field} está vazio.',
  'update.feedFieldNotBytes':
    'Não foi possível ler o feed de atualizações: {field} não é um número de bytes.',
  'update.feedFieldNotFileEntry':
    'Não foi possível ler o feed de atualizações: {field} não é uma entrada de arquivo.',
  'update.feedFieldNotNotes':
    'Não foi possível ler o feed de atualizações: {field} não é texto nem uma lista de notas.',
  'update.feedFieldNotVersion':
    'Não foi possível ler o feed de atualizações: {field} não é um número de versão como 1.4.0.',
  'update.feedFieldNotFileList':
    'Não foi possível ler o feed de atualizações: {field} não é uma lista de arquivos.',
  'update.feedFieldNotDate': 'Não foi possível ler o feed de atualizações: {field} não é uma data.',
  'update.errorChecksum':
    'A atualização não foi instalada: o arquivo baixado não corresponde ao hash SHA-512 que o feed de atualizações informa para ele, então ele pode ter sido danificado ou adulterado no caminho. O arquivo foi excluído.',
  'update.errorUnsignedVersion':
    'A atualização não foi instalada: a versão {version} não é assinada pelo editor do Dialdesk, então pode não ter vindo dele.',
  'update.errorUnsigned':
    'A atualização não foi instalada: a nova versão não é assinada pelo editor do Dialdesk, então pode não ter vindo dele.',
  'update.errorWindowsSignatureCheck':
    'A atualização não foi instalada: o Windows não conseguiu verificar a assinatura da nova versão, então ela não foi considerada confiável.',
  'update.errorMacUnsignedApp':
    'A atualização não foi instalada: esta cópia do Dialdesk não é assinada, e o macOS só instala atualizações em aplicativos assinados.',
  'update.errorMacSignatureInvalid':
    'A atualização não foi instalada: a assinatura da nova versão não passou na verificação do macOS, então ela pode não ter vindo do editor do Dialdesk.',
  'update.errorFeedUnreadable':
    'A atualização não foi instalada: não foi possível ler o feed de atualizações.',
  'update.errorFeedVersion':
    'A atualização não foi instalada: o feed de atualizações não informa um número de versão válido.',
  'update.errorNoChecksum':
    'A atualização não foi instalada: o feed de atualizações não informa um hash para o instalador, então não foi possível verificá-lo.',
  'update.errorNoInstaller':
    'A atualização não foi instalada: o feed de atualizações não lista nenhum instalador.',
  'update.errorNoMacZip':
    'A atualização não foi instalada: a versão não tem um arquivo zip para macOS, de onde as atualizações são instaladas. Baixe-a na página da versão.',
  'update.errorNoFeedNamed':
    'A atualização não foi instalada: o servidor de atualizações não tem um feed de atualizações ({feed}) para este computador.',
  'update.errorNoFeed':
    'A atualização não foi instalada: o servidor de atualizações não tem um feed de atualizações para este computador.',
  'update.errorMissingFile':
    'A atualização não foi instalada: o servidor de atualizações não tem o arquivo {file}; a versão pode estar incompleta. O Dialdesk vai tentar de novo mais tarde.',
  'update.errorMissingFileUnnamed':
    'A atualização não foi instalada: o servidor de atualizações não tem esse arquivo; a versão pode estar incompleta. O Dialdesk vai tentar de novo mais tarde.',
  'update.errorServerStatus':
    'A atualização não foi instalada: o servidor de atualizações teve um problema (HTTP {status}). O Dialdesk vai tentar de novo mais tarde.',
  'update.errorServer':
    'A atualização não foi instalada: o servidor de atualizações teve um problema. O Dialdesk vai tentar de novo mais tarde.',
  'update.errorUnreachable':
    'A atualização não foi instalada: não foi possível acessar o servidor de atualizações. O Dialdesk vai tentar de novo mais tarde.',
  'update.errorCertificate':
    'A atualização não foi instalada: o certificado do servidor de atualizações não foi considerado confiável, então nada foi baixado dele.',
  'update.errorNotAppImage':
    'A atualização não foi instalada: esta cópia do Dialdesk não é executada a partir de um arquivo AppImage que possa ser substituído.',
  'update.errorDiskFull':
    'A atualização não foi instalada: não há espaço livre suficiente em disco para baixá-la.',
  'update.errorCannotWrite':
    'A atualização não foi instalada: o Dialdesk não tem permissão para gravar na pasta em que está instalado.',
  'update.errorOther': 'A atualização não foi instalada: {reason}',
  'update.errorNoReason': 'A atualização não foi instalada: o atualizador não informou o motivo.',
  // ─── Main's services ───
  // ---- the HTTP clients: what was being done ---------------------------------------------------------
  'api.errorDuring': '{operation}: {detail}',
  'api.operation.prepareRequest': 'preparar a solicitação',
  'api.operation.setUpPbxClient': 'configurar o cliente do sistema telefônico',
  'api.operation.setUpLookupClient': 'configurar o cliente de consulta',
  'api.operation.placeCall': 'fazer a ligação',
  'api.operation.listCallHistory': 'listar o histórico de chamadas',
  'api.operation.openCallRecord': 'abrir o registro da chamada',
  'api.operation.listRecordings': 'listar as gravações de chamadas',
  'api.operation.downloadRecording': 'baixar a gravação',
  'api.operation.listVoicemail': 'listar o correio de voz',
  'api.operation.openVoicemail': 'abrir a mensagem de voz',
  'api.operation.lookUpNumber': 'consultar o número',

  // ---- the HTTP clients: refused before sending ------------------------------------------------------
  'api.pbxKeyEmpty': 'a chave de API do sistema telefônico está vazia.',
  'api.lookupKeyEmpty': 'a chave da conta SIP principal está vazia.',
  'api.rule.page': '{name} deve ser um número inteiro igual ou maior que 0.',
  'api.rule.orderBy': 'orderBy deve ter o formato “start_epoch desc”.',
  'api.rule.range': 'o início e o fim do intervalo de datas devem ser uma data e hora.',
  'api.rule.extension': 'o ramal deve conter apenas dígitos (e * ou #).',
  'api.rule.destination': 'o destino deve conter apenas dígitos, opcionalmente começando com +.',
  'api.rule.lookupNumber': 'o número deve ter de 2 a 20 dígitos, opcionalmente começando com +.',
  'api.rule.recordId': 'o ID do registro {rule}.',
  'api.recordId.notText': 'não é texto',
  'api.recordId.empty': 'está vazio',
  'api.recordId.tooLong': 'tem mais de {max} caracteres',
  'api.recordId.pathStep': 'é um componente de caminho, não um ID',
  'api.recordId.badCharacter': 'contém um caractere que um ID não pode ter (/, \\, ?, # ou %)',
  'api.recordId.spaces': 'contém espaços ou caracteres de controle',

  // ---- the HTTP clients: addresses -------------------------------------------------------------------
  'api.accountIdEmpty': 'O ID da conta está vazio.',
  'api.accountIdBadCharacter':
    'O ID da conta “{id}” contém “{char}”, que não pode fazer parte de um nome de host. Use as letras, os dígitos e os hifens do ID que seu provedor atribuiu, ou defina uma URL base completa.',
  'api.accountIdSpace':
    'O ID da conta “{id}” contém um espaço, que não pode fazer parte de um nome de host. Use as letras, os dígitos e os hifens do ID que seu provedor atribuiu, ou defina uma URL base completa.',
  'api.accountIdNotHost':
    'O ID da conta “{id}” não pode ser um nome de host (no máximo 63 caracteres, sem começar nem terminar com hífen). Defina uma URL base completa.',
  'api.domainNotHost':
    'O domínio “{domain}” não é um nome de host. Digite-o como pbx.example.com (sem https://, sem caminho) ou defina uma URL base completa.',
  'api.baseUrlInvalid': 'A URL base {rule}. Digite-a como https://pbx.example.com/app/api/7.',
  'api.urlRule.tooLong': 'tem mais de {max} caracteres',
  'api.urlRule.notUrl': 'não é uma URL',
  'api.urlRule.httpsOrThisComputer':
    'deve começar com https:// (http:// só para este computador: localhost, 127.0.0.1 ou [::1])',
  'api.urlRule.https': 'deve começar com https://',
  'api.urlRule.credentials':
    'não deve conter nome de usuário nem senha (as chaves ficam nos campos de chave)',
  'api.urlRule.queryOrFragment': 'não deve conter ? nem #',

  // ---- the HTTP clients: what the server answered ----------------------------------------------------
  'api.httpStatus': 'o servidor respondeu HTTP {status}. {hint}',
  'api.httpStatusWithExcerpt': 'o servidor respondeu HTTP {status} (“{excerpt}”). {hint}',
  'api.pbxHint.unauthorized':
    'O sistema telefônico recusou a chave de API: verifique a chave do sistema telefônico {where}.',
  'api.pbxHint.forbidden':
    'A conta de API não tem autorização para este ramal, registro ou caixa postal: fale com o administrador do sistema telefônico.',
  'api.pbxHint.notFound':
    'Não encontrado: o item pode não existir mais, ou esta instalação não oferece esta operação.',
  'api.pbxHint.serverError': 'O sistema telefônico teve um problema: tente de novo em instantes.',
  'api.pbxHint.other': 'O sistema telefônico rejeitou a solicitação.',
  'api.lookupHint.unauthorized':
    'O serviço de consulta recusou a chave: verifique a chave da conta SIP principal {where}.',
  'api.lookupHint.serverError': 'O serviço de consulta teve um problema: tente de novo em instantes.',
  'api.lookupHint.other': 'O serviço de consulta rejeitou a solicitação.',
  'api.rateLimited': 'Excesso de solicitações: aguarde {wait} e tente de novo.',
  'api.rateLimitedNoWait': 'Excesso de solicitações: aguarde um pouco e tente de novo.',
  'api.wait.seconds': { one: '{count} s', other: '{count} s' },
  'api.wait.minutes': { one: '{count} min', other: '{count} min' },
  'api.wait.hours': { one: '{count} h', other: '{count} h' },
  'api.pbxRedirect':
    'o sistema telefônico respondeu com um redirecionamento para outro endereço; verifique a URL base {where}.',
  'api.lookupRedirect':
    'o serviço de consulta respondeu com um redirecionamento para outro endereço; verifique a URL de consulta {where}.',
  'api.unexpectedContentType': 'o servidor enviou {contentType}. {detail}',
  'api.noContentType': 'o servidor enviou uma resposta sem tipo de conteúdo. {detail}',
  'api.expected.dataNotWebPage':
    'Isso é uma página da web, não dados da API: verifique se a URL base termina em /app/api/7 e se a API está habilitada para a conta.',
  'api.expected.jsonOrXml': 'Eram esperados dados em JSON ou XML.',
  'api.expected.audio': 'Era esperado áudio, ou áudio em base64 dentro de JSON ou texto.',
  'api.expected.lookupJson': 'Era esperado um resultado de consulta em JSON.',
  'api.expected.callReplyNotWebPage':
    'Isso é uma página da web, não uma resposta da API: a ligação pode ou não ter sido feita. Verifique seu telefone e depois a URL base {where}.',
  'api.tooLarge':
    'a resposta tem mais de {bytes} bytes, o máximo que este aplicativo aceita; peça menos registros por vez.',
  'api.tooDeep': 'a resposta aninha dados em mais de {levels} níveis, o que nenhum registro faz.',
  'api.invalidJson': 'a resposta diz ser JSON, mas não é um JSON válido (“{excerpt}”).',
  'api.invalidXml': 'a resposta diz ser XML, mas não é um XML bem formado (“{excerpt}”).',
  'api.notJsonObject': 'a resposta não é um objeto JSON.',
  'api.lookupFieldNotText': 'o campo {field} do resultado da consulta não é texto.',
  'api.lookupResultNotText': 'o resultado da consulta contém um campo que não é texto.',
  'api.lookupFailed': 'o serviço de consulta respondeu com o código {code}: {message}',
  'api.lookupFailedNoCode': 'o serviço de consulta respondeu sem código: {message}',
  'api.lookupFailedNoMessage': 'o serviço de consulta respondeu com o código {code}: sem mensagem',
  'api.lookupFailedNothing': 'o serviço de consulta respondeu sem código: sem mensagem',
  'api.lookupType': 'tipo {type}',
  'api.pbxRefused': 'o sistema telefônico recusou: {reason}',
  'api.serverFailure': 'o servidor informou uma falha: {reason}',
  'api.failureWithoutReason': 'o servidor informou uma falha sem dizer o motivo',
  'api.noList.fields':
    'não foi possível encontrar uma lista de registros na resposta (ela contém os campos: {fields}).',
  'api.noList.value':
    'não foi possível encontrar uma lista de registros na resposta (ela contém um valor {type}).',
  'api.noRecordObjects.fields':
    'não foi possível encontrar registros (objetos) na resposta (ela contém os campos: {fields}).',
  'api.noRecordObjects.value':
    'não foi possível encontrar registros (objetos) na resposta (ela contém um valor {type}).',
  'api.noRecord.fields':
    'não foi possível encontrar o registro {id} na resposta (ela contém os campos: {fields}).',
  'api.noRecord.value':
    'não foi possível encontrar o registro {id} na resposta (ela contém um valor {type}).',
  'api.recordsWithoutId': 'os registros não têm ID (campos procurados: {fields}).',
  'api.base64.textReply': 'a resposta em texto não é um base64 válido.',
  'api.base64.audioField': 'o campo de áudio não é um base64 válido.',
  'api.base64.field': '{field} não é um base64 válido.',
  'api.noAudioField': 'a resposta não contém um campo de áudio em base64.',
  'api.notAudio': {
    one: 'a resposta não é áudio em um formato conhecido (WAV, MP3, OGG, FLAC, M4A ou WebM): chegou {count} byte. Uma página da web no lugar do áudio costuma indicar uma página de login ou uma URL base errada.',
    other:
      'a resposta não é áudio em um formato conhecido (WAV, MP3, OGG, FLAC, M4A ou WebM): chegaram {count} bytes. Uma página da web no lugar do áudio costuma indicar uma página de login ou uma URL base errada.',
  },
  'api.notAudioStarting': {
    one: 'a resposta não é áudio em um formato conhecido (WAV, MP3, OGG, FLAC, M4A ou WebM): chegou {count} byte, começando com “{start}”. Uma página da web no lugar do áudio costuma indicar uma página de login ou uma URL base errada.',
    other:
      'a resposta não é áudio em um formato conhecido (WAV, MP3, OGG, FLAC, M4A ou WebM): chegaram {count} bytes, começando com “{start}”. Uma página da web no lugar do áudio costuma indicar uma página de login ou uma URL base errada.',
  },

  // ---- the HTTP clients: the network -----------------------------------------------------------------
  'api.timeout':
    '{host} não respondeu em {seconds} s. Tente de novo; se continuar acontecendo, o servidor pode estar fora do ar.',
  'api.network.refused': 'não foi possível conectar a {host} (conexão recusada). O endereço está correto?',
  'api.network.notFound':
    'o host {host} não foi encontrado. Verifique o ID da conta e o domínio, e a sua rede.',
  'api.network.secure':
    'a conexão segura com {host} falhou ({code}). Verifique o endereço ou o proxy da sua rede.',
  'api.network.certificate':
    'a conexão segura com {host} falhou (problema de certificado). Verifique o endereço ou o proxy da sua rede.',
  'api.network.offline': '{host} está inacessível: o computador parece estar off-line.',
  'api.network.closed': 'a conexão com {host} foi encerrada antes de chegar uma resposta completa.',
  'api.network.failed': 'a solicitação para {host} falhou ({detail}).',
  'api.callTimeout':
    'o sistema telefônico não respondeu em {seconds} s. A chamada ainda pode tocar: verifique seu telefone antes de ligar de novo.',
  'api.callBrokenAfterSending':
    '{reason} A chamada ainda pode tocar: verifique seu telefone antes de ligar de novo.',

  // ---- connections and keys --------------------------------------------------------------------------
  'connection.testPassedDemo':
    'Conectado ao sistema telefônico de demonstração: a chave foi aceita e o histórico de chamadas pode ser lido.',
  'connection.testPassed': 'Conectado a {host}: a chave foi aceita e o histórico de chamadas pode ser lido.',
  'connection.lookupUrlMissing': 'Informe a URL de consulta {where} para consultar números.',
  'connection.lookupUrlInvalid': 'A URL de consulta {rule}.',
  'connection.pbx.noAddress': 'Informe o ID da conta e a URL base (ou o ID da conta e o domínio).',
  'connection.lookup.noAddress': 'Informe o ID da conta e a URL de consulta.',
  'connection.pbx.unusableKey':
    'A chave de API do sistema telefônico armazenada contém caracteres que o HTTP não consegue transmitir: informe-a de novo {where}.',
  'connection.lookup.unusableKey':
    'A chave da conta SIP principal armazenada contém caracteres que o HTTP não consegue transmitir: informe-a de novo {where}.',
  'connection.pbx.keyForOtherHost':
    'A chave de API do sistema telefônico foi informada para outro host, então não é enviada a {host}: informe-a de novo {where} para este host.',
  'connection.lookup.keyForOtherHost':
    'A chave da conta SIP principal foi informada para outro host, então não é enviada a {host}: informe-a de novo {where} para este host.',
  'connection.pbx.keyMissing':
    'A chave de API do sistema telefônico não está definida: informe-a {where}. Se você já a informou antes, desbloqueie o chaveiro do sistema.',
  'connection.lookup.keyMissing':
    'A chave da conta SIP principal não está definida: informe-a {where}. Se você já a informou antes, desbloqueie o chaveiro do sistema.',
  'connection.pbx.saveAccountFirst':
    'Informe e salve o ID da conta primeiro: a chave de API do sistema telefônico é guardada por conta.',
  'connection.lookup.saveAccountFirst':
    'Informe e salve o ID da conta primeiro: a chave da conta SIP principal é guardada por conta.',
  'connection.pbx.saveAddressFirst':
    'Informe e salve a URL base (ou o ID da conta e o domínio) primeiro: a chave de API do sistema telefônico é guardada só para esse host.',
  'connection.lookup.saveAddressFirst':
    'Informe e salve a URL de consulta primeiro: a chave da conta SIP principal é guardada só para esse host.',

  // ---- the keychain ----------------------------------------------------------------------------------
  'secrets.unavailable':
    'O chaveiro do sistema não está disponível, então o Dialdesk não consegue guardar nem ler chaves de API. {hint} ({detail})',
  'secrets.locked':
    'O chaveiro do sistema está bloqueado ou recusou o acesso, então o Dialdesk não consegue usar as chaves de API. {hint} ({detail})',
  'secrets.unavailableHint.linux':
    'Instale e inicie um Secret Service, como o gnome-keyring (pacotes gnome-keyring e libsecret-1-0) ou o KWallet, e depois reinicie o Dialdesk.',
  'secrets.unavailableHint.mac':
    'Abra o Acesso às Chaves, confirme que o seu chaveiro de login existe e depois reinicie o Dialdesk.',
  'secrets.unavailableHint.windows':
    'Entre no Windows com a sua própria conta de usuário para que o Gerenciador de Credenciais do Windows fique disponível e depois reinicie o Dialdesk.',
  'secrets.unavailableHint.other':
    'Instale ou inicie o serviço de chaveiro do sistema e depois reinicie o Dialdesk.',
  'secrets.lockedHint.linux':
    'Desbloqueie seu chaveiro (o chaveiro padrão “login”, por exemplo em Senhas e chaves ou no KWallet), aceite a solicitação do chaveiro se ela aparecer e tente de novo.',
  'secrets.lockedHint.mac':
    'Desbloqueie seu chaveiro de login no Acesso às Chaves, permita o acesso do Dialdesk quando solicitado e tente de novo.',
  'secrets.lockedHint.windows':
    'Desbloqueie seu chaveiro entrando no Windows com a sua própria conta de usuário e tente de novo.',
  'secrets.lockedHint.other':
    'Desbloqueie seu chaveiro, permita o acesso do Dialdesk quando solicitado e tente de novo.',
  'secrets.keytarNotLoaded': 'não foi possível carregar o módulo de chaveiro keytar: {reason}',
  'secrets.invalidKey': 'Não é possível guardar esta chave de API: {rule}',
  'secrets.keyRule.text': 'ela precisa ser texto.',
  'secrets.keyRule.empty': 'ela está vazia.',
  'secrets.keyRule.tooLong': 'ela tem mais de {max} caracteres.',
  'secrets.keyRule.blank':
    'ela contém espaços, tabulações ou quebras de linha. Copie a chave de novo sem os espaços em volta.',
  'secrets.keyRule.notAscii':
    'ela contém caracteres que não podem ser enviados por HTTP. Uma chave de API contém apenas as letras de A a Z, dígitos e a pontuação de um teclado americano.',

  // ---- errors ----------------------------------------------------------------------------------------
  'error.internal':
    'O Dialdesk encontrou um erro interno ({kind}). Tente de novo; se o erro persistir, reinicie o aplicativo.',
  'error.unknownSetting': 'não é uma configuração conhecida',
  'error.invalidSettings': 'Configurações inválidas: {problems}',
  'error.fieldProblem': '{field}: {problem}',
  'error.invalidRequest': 'Solicitação inválida: {field} {rule}',
  'error.invalidRequestNoDetail': 'Solicitação inválida: o argumento não é válido.',
  'error.theArgument': 'o argumento',
  'text.twoSentences': '{first} {second}',
  'place.inSettings': 'nas Configurações',
  'place.onThisPage': 'nesta página',

  // ---- calls -----------------------------------------------------------------------------------------
  'calls.status': 'Seu ramal {extension} toca primeiro; atenda para completar a ligação com {number}.',
  'calls.statusThenDial':
    'Seu ramal {extension} toca primeiro; atenda para completar a ligação com {number}. Depois de conectado, disque o ramal {dialAfter}.',
  'calls.enterExtension': 'Informe seu ramal {where}: ele toca primeiro.',
  'calls.notPending': 'Esta chamada não está mais aguardando: ela foi feita, cancelada ou substituída.',
  'calls.doNotCall':
    '{number} está na lista Não Perturbe: confirme que você quer ligar antes que a ligação seja feita.',
  'calls.outsideHours':
    'Onde {number} toca, está fora do horário de ligações: confirme que quer ligar agora antes que a ligação seja feita.',
  'hours.endBeforeStart': 'O horário de ligações deve terminar depois de começar: nada foi salvo.',
  'calls.mayStillRing':
    'A ligação para {number} ainda pode tocar: a resposta do sistema telefônico não chegou. Verifique seu telefone antes de tentar de novo.',
  'calls.refusedHttp': 'O sistema telefônico se recusou a ligar para {number} (HTTP {status}).',
  'calls.refusedHttpCode': 'O sistema telefônico se recusou a ligar para {number} (HTTP {status}: {code}).',
  'calls.hint.checkKey': 'Verifique a chave do sistema telefônico {where}.',
  'calls.hint.notAuthorised':
    'A conta de API pode não ter autorização para o seu ramal: fale com o administrador do sistema telefônico.',
  'calls.hint.wait': 'Aguarde um momento antes de tentar de novo.',
  'calls.refused': 'O sistema telefônico se recusou a ligar para {number}.',
  'calls.unreachable':
    'O Dialdesk não conseguiu acessar o sistema telefônico para ligar para {number}: verifique a rede e a URL base {where}.',
  'calls.notSendable': '{number} não pode ser enviado ao sistema telefônico como número para ligar.',
  'calls.unreadableAnswer':
    'Não foi possível ler a resposta do sistema telefônico à ligação para {number}: verifique seu telefone antes de tentar de novo.',
  'calls.inProgress':
    'Uma ligação para {number} foi iniciada há pouco, então esta não foi enviada. Aguarde alguns segundos e tente de novo.',
  'calls.hotkeyNotRegistered': 'Ainda não registrado.',

  // ---- numbers ---------------------------------------------------------------------------------------
  'numbers.notANumber': '“{text}” não é um número: não há para onde ligar.',
  'numbers.noNumberIn': '“{text}” não contém um número para ligar.',
  'numbers.typeNumber': 'Digite um número para ligar.',
  'numbers.vanity':
    '“{vanity}” escreve o número com letras, e o Dialdesk disca apenas dígitos: digite {digits} se esse for o número.',
  'numbers.noneFound': 'Nenhum número de telefone encontrado para ligar.',

  // ---- lookups ---------------------------------------------------------------------------------------
  'lookups.noNumber': 'Nenhum número de telefone encontrado para consultar.',
  'lookups.notOutside':
    '{number} é um ramal, um código de serviço ou um número local sem código de área; as consultas são para números externos.',
  'lookups.testFacts': 'A consulta funciona: {number} é {facts}.',
  'lookups.testFound': 'A consulta funciona: {number} foi encontrado.',
  'lookups.keyRefused': 'O serviço de consulta recusou a chave.',
  'lookups.keyAccepted': 'O serviço de consulta aceitou a chave.',

  // ---- saved accounts --------------------------------------------------------------------------------
  'account.demoName': 'Demonstração',
  'account.defaultName': 'Meu sistema telefônico',
  'account.notSaved': 'Esta conta não está mais salva: ela foi removida, talvez em outra janela do Dialdesk.',
  'account.rule.savedId': 'deve ser o ID de uma conta salva',
  'account.rule.nameEmpty': 'não pode ficar vazio',
  'account.rule.nameTooLong': 'deve ter no máximo {max} caracteres',
  'account.rule.nameControl': 'não pode conter caracteres de controle',
  'accountsFile.damage.notJson': 'está cortado ou não é JSON',
  'accountsFile.damage.tooLarge': 'é muito maior do que uma lista de contas jamais chega a ser',
  'accountsFile.damage.wrongShape': 'não contém uma lista de contas que este Dialdesk consiga ler',
  'accountsFile.restored':
    'Não foi possível ler a lista das suas contas ({damage}), então o Dialdesk a restaurou a partir da cópia que mantém: todas as contas voltaram, com suas chaves e seu histórico.',
  'accountsFile.restoredMissing':
    'A lista das suas contas (accounts.json) estava faltando, então o Dialdesk a restaurou a partir da cópia que mantém: todas as contas voltaram, com suas chaves e seu histórico.',
  'accountsFile.keptAt':
    'O arquivo como estava foi mantido como {path}: você pode excluí-lo quando suas contas estiverem como você as deixou.',
  'accountsFile.notKept': 'Não foi possível guardar à parte o arquivo como estava ({cause}).',
  'accountsFile.notRestored':
    'Não foi possível ler a lista das suas contas ({damage}), e o Dialdesk não tinha nenhuma cópia em bom estado para restaurá-la.',
  'accountsFile.rebuilt':
    'A conta em uso, {name}, foi configurada de novo a partir das configurações com um novo ID: digite as chaves dela novamente.',
  'accountsFile.howToRestore':
    'Para recuperar suas contas com as chaves e o histórico, feche o Dialdesk, coloque um accounts.json em bom estado em {folder} (de um backup, ou o arquivo mantido depois de consertado) e abra o Dialdesk de novo.',
  'accountsFile.newIds': {
    one: 'Uma conta da lista tinha o mesmo ID de uma conta anterior (uma edição à mão?), então recebeu um ID próprio: {names}. Ela ainda não tem chaves nem histórico próprios: use-a e digite as chaves dela, ou remova-a.',
    other:
      '{count} contas da lista tinham o mesmo ID de uma conta anterior (uma edição à mão?), então cada uma recebeu um ID próprio: {names}. Elas ainda não têm chaves nem histórico próprios: use cada uma e digite as chaves dela, ou remova-a.',
  },
  'accountsFile.newIdNote':
    'Tinha o mesmo ID de outra conta, então recebeu um próprio nesta inicialização: ainda não tem chaves nem histórico próprios.',
  'accountsFile.newer':
    'Esta lista de contas foi salva por um Dialdesk mais novo (versão da lista {version}), então este a deixa como está: mostra as contas que consegue ler e não pode adicionar, alterar nem remover nenhuma. Use o Dialdesk mais novo para alterá-las.',
  'accountsFile.newerUnread': {
    one: '{count} conta da lista não pôde ser lida aqui e não é mostrada.',
    other: '{count} contas da lista não puderam ser lidas aqui e não são mostradas.',
  },

  // ---- the IPC door ----------------------------------------------------------------------------------
  'ipc.unknownRequest': 'Solicitação desconhecida.',
  'ipc.noWindow': 'Solicitação recusada: nenhuma janela aqui pode fazê-la.',
  'ipc.notDialdeskWindow': 'Solicitação recusada: ela não veio de uma janela do Dialdesk.',
  'ipc.notThisWindow': 'Solicitação recusada: somente a janela a que ela se refere pode fazê-la.',
  'ipc.rule.empty': 'está vazio',
  'ipc.rule.tooLong': 'tem mais de {max} caracteres',
  'ipc.rule.day': 'deve ser uma data no formato AAAA-MM-DD',
  'ipc.rule.fieldName': 'deve ser um nome de campo',
  'ipc.rule.atLeastPx': 'deve ter no mínimo {min} px CSS',
  'ipc.rule.atMostPx': 'deve ter no máximo {max} px CSS',
  'ipc.rule.pageLength': 'deve ser um número de px CSS de 1 a {max}',
  'ipc.rule.rangeOrder': 'não pode terminar antes de começar',
  'ipc.rule.tooMany': 'contém mais de {max} entradas',
  // ─── What main keeps on this computer ───
  'localHistory.fault.damaged': 'O histórico de chamadas neste computador está danificado ({reason}).',
  'localHistory.fault.newer':
    'O histórico de chamadas neste computador foi gravado por um Dialdesk mais novo: esta versão não mexe nele e mostra o histórico do sistema telefônico. Atualize o Dialdesk para voltar a usá-lo.',
  'localHistory.fault.busy':
    'Outro Dialdesk neste computador está usando o histórico de chamadas agora; uma nova tentativa será feita em breve.',
  'localHistory.fault.readOnly':
    'O Dialdesk não tem permissão para gravar na pasta do histórico de chamadas ({folder}): o histórico é mostrado a partir do sistema telefônico até que isso seja possível.',
  'localHistory.fault.full':
    'O disco com os dados do Dialdesk está cheio: libere espaço; o histórico vai se atualizar em seguida.',
  'localHistory.fault.other':
    'Não foi possível usar o histórico de chamadas neste computador ({reason}); uma nova tentativa será feita.',
  'localHistory.setAside':
    'Não foi possível ler o histórico de chamadas local ({reason}). Ele foi movido para {path} e está sendo reconstruído a partir do sistema telefônico.',
  'localHistory.notUpToDate':
    'O histórico de chamadas neste computador não está atualizado (o Dialdesk continua tentando): {reason}',

  'settingsFile.unreadable':
    'O Dialdesk não conseguiu ler o arquivo de configurações ({reason}), então foi iniciado com as configurações padrão.',
  'settingsFile.notJson':
    'O arquivo de configurações estava danificado (não é um JSON válido), então o Dialdesk foi iniciado com as configurações padrão.',
  'settingsFile.tooLarge':
    'O arquivo de configurações estava danificado (é maior do que um arquivo de configurações jamais é), então o Dialdesk foi iniciado com as configurações padrão.',
  'settingsFile.notObject':
    'O arquivo de configurações estava danificado (não contém um objeto de configurações), então o Dialdesk foi iniciado com as configurações padrão.',
  'settingsFile.movedAside': 'O arquivo original foi movido para {path}.',
  'settingsFile.notMovedAside': 'Não foi possível movê-lo ({cause}), e ele continua em {path}.',
  'settingsFile.fieldsReset': 'Algumas configurações eram inválidas e voltaram ao padrão: {fields}.',
  'settingsFile.keysDropped': 'Configurações aninhadas demais para serem mantidas foram descartadas: {keys}.',
  'settingsFile.keysDroppedMore': {
    one: 'Configurações aninhadas demais para serem mantidas foram descartadas: {keys} e mais {count}.',
    other: 'Configurações aninhadas demais para serem mantidas foram descartadas: {keys} e mais {count}.',
  },
  'settingsFile.copyKept': 'Uma cópia do arquivo de configurações original foi mantida em {path}.',
  'settingsFile.notCopied': 'Não foi possível copiar o arquivo de configurações em {path} ({cause}).',

  'settingsFile.rule.apiUrl':
    'deve ser uma URL https:// sem nome de usuário, senha, ? ou # (http:// só neste computador: localhost, 127.0.0.1, [::1]), ou ficar vazio',
  'settingsFile.rule.numberFormat': "deve ser 'e164', 'national-digits' ou 'country-digits'",
  'settingsFile.rule.hotkey':
    "deve ser modificadores e uma tecla unidos por '+', como 'CommandOrControl+Shift+D', ou ficar vazio",
  'settingsFile.rule.language': 'deve ser um destes valores: {choices}',
  'settingsFile.rule.accountId': 'deve ter no máximo 63 letras, dígitos ou hifens',
  'settingsFile.rule.domain': "deve ser um nome de host como 'pbx.example.com', ou ficar vazio",
  'settingsFile.rule.extension': 'deve ter de 2 a 10 dígitos, ou ficar vazio',
  'settingsFile.rule.region': "deve ser um código de país de duas letras, como 'US'",
  'settingsFile.rule.wholeMinutes': 'deve ser um número inteiro de minutos',
  'settingsFile.rule.minutesAtLeast1': 'deve ser de no mínimo 1 minuto',
  'settingsFile.rule.minutesAtMost60': 'deve ser de no máximo 60 minutos',
  'settingsFile.rule.wholeDays': 'deve ser um número inteiro de dias',
  'settingsFile.rule.daysAtLeast0': 'deve ser de no mínimo 0 dias',
  'settingsFile.rule.daysAtLeast1': 'deve ser de no mínimo 1 dia',
  'settingsFile.rule.daysAtMost365': 'deve ser de no máximo 365 dias',
  'settingsFile.rule.daysAtMost3650': 'deve ser de no máximo 3.650 dias',

  'storage.cause.permissionDenied': 'permissão negada',
  'storage.cause.readOnlyDisk': 'o disco é somente leitura',
  'storage.cause.diskFull': 'o disco está cheio',
  'storage.cause.quotaUsed': 'sua cota de disco se esgotou',
  'storage.cause.noFolder': 'a pasta não existe',
  'storage.cause.fileForFolder': 'há um arquivo onde deveria estar a pasta',
  'storage.cause.folderForFile': 'há uma pasta onde deveria estar o arquivo',
  'storage.cause.tooManyOpen': 'há arquivos demais abertos',
  'storage.cause.diskError': 'o disco informou um erro',
  'storage.cause.pathTooLong': 'o caminho é longo demais',
  'storage.cause.fileInUse': 'o arquivo está em uso por outro programa',
  'storage.cause.other': 'um erro do sistema de arquivos',
  'storage.cause.unknown': 'um erro desconhecido do sistema de arquivos',
  'storage.causeWithCode': '{cause} ({code})',
  'storage.writeFailed':
    'O Dialdesk não conseguiu gravar {file} na pasta {folder}: {cause}. Verifique se a pasta existe, se você tem permissão para gravar nela e se há espaço no disco.',

  'files.voicemailLabel': 'Mensagem de voz',
  'files.recordingLabel': 'Gravação',
  'files.audioLabel': 'Áudio',
  'files.noAudio': 'O sistema telefônico não enviou áudio para esta mensagem: não há nada para salvar.',
  'files.showOnlySaved': 'O Dialdesk só pode mostrar um arquivo que ele mesmo salvou.',

  'export.column.date': 'Data',
  'export.column.time': 'Hora',
  'export.column.direction': 'Direção',
  'export.column.name': 'Nome',
  'export.column.number': 'Número',
  'export.column.otherParty': 'Ramal ou grupo',
  'export.column.duration': 'Duração',
  'export.column.result': 'Resultado',
  'export.column.outcome': 'Resultado (nota)',
  'export.column.note': 'Nota',
  'export.direction.inbound': 'Recebida',
  'export.direction.outbound': 'Efetuada',
  'export.direction.local': 'Interna',
  'export.nestedTooDeep': '(aninhado demais para exibir)',
  'export.alreadyRunning': 'Uma exportação já está em andamento: aguarde até que termine ou cancele-a.',
  'export.fileNameRange': 'Chamadas de {from} a {to}',
  'export.fileNameUntil': 'Chamadas até {day}',

  'voicemailWatch.notListed':
    'Esta mensagem não está na lista do correio de voz que o Dialdesk carregou por último: atualize a lista e reproduza a mensagem de novo.',
  // ─── Contacts file ───
  'contacts.rule.id': 'não é o identificador de um contato',
  'contacts.rule.nameMissing': 'está vazio: todo contato precisa de um nome',
  'contacts.rule.label': 'deve ser trabalho, celular, casa, ramal ou outro',
  'contacts.rule.tooManyNumbers': 'tem mais de {max} números',
  'contacts.refused': 'O contato não foi salvo. {reason}',
  'contacts.notSaved': 'Este contato não está mais salvo: foi excluído, talvez em outra janela.',
  'contacts.numberNotSaved': 'Este número não está mais salvo em um contato.',
  'contacts.otherAccountsExtension':
    'Este é um ramal da conta {account}: só pode ser chamado e marcado como favorito enquanto essa conta estiver em uso.',
  'contacts.favouritesChanged':
    'Os favoritos mudaram nesse meio-tempo: a ordem não foi salva. Tente de novo.',
  'contacts.fault.damaged': 'Seu arquivo de contatos está danificado ({reason}).',
  'contacts.fault.newer':
    'Seu arquivo de contatos foi gravado por um Dialdesk mais novo: este não o altera. Atualize o Dialdesk para usar seus contatos de novo.',
  'contacts.fault.busy':
    'Outro Dialdesk neste computador está usando seu arquivo de contatos agora: a alteração não foi salva. Tente de novo daqui a pouco.',
  'contacts.fault.readOnly':
    'O Dialdesk não pode gravar na pasta dos seus contatos ({folder}): as alterações só poderão ser salvas quando puder.',
  'contacts.fault.full': 'O disco onde estão seus contatos está cheio: libere espaço e salve de novo.',
  'contacts.fault.other':
    'Não foi possível usar seu arquivo de contatos ({reason}); a alteração não foi salva.',
  'contacts.restored':
    'Seu arquivo de contatos estava danificado. Os contatos de {date} foram restaurados de um backup; o arquivo danificado está guardado em {path}.',
  'contacts.notRestored':
    'Seu arquivo de contatos estava danificado e nenhum backup pôde ser lido, então o Dialdesk criou um novo, vazio. O arquivo danificado está guardado em {path}.',
  'contacts.backupFailed':
    'Não foi possível fazer o backup de hoje dos seus contatos ({reason}); os contatos em si estão salvos.',
  // ─── Open in CRM (main) ───
  'crm.schemeUnreadable':
    '“{scheme}” não é um esquema com que um endereço possa começar: letras, depois letras, dígitos, + . ou -.',
  'crm.schemeNever':
    'Endereços que começam com {scheme}: nunca são abertos: o Dialdesk abre só endereços https:// ou o esquema próprio de um app de CRM.',
  'crm.unknownPlaceholder': '{placeholder} não é um marcador que o Dialdesk preenche: use {known}.',
  'crm.unreadable':
    'Este não é um endereço que o Dialdesk possa abrir: escreva-o como o endereço de busca do seu CRM, começando com https:// e o host.',
  'crm.placeholderIn':
    'Um marcador não pode ficar em {part}: mudaria para onde o endereço leva. Coloque-o no caminho ou depois do “?”.',
  'crm.part.scheme': 'o esquema',
  'crm.part.user': 'o nome de usuário',
  'crm.part.password': 'a senha',
  'crm.part.host': 'o host',
  'crm.part.port': 'a porta',
  'crm.schemeNotAllowed':
    'Endereços que começam com {scheme}: não são abertos: use https:// ou permita esse esquema de propósito.',
  'crm.holdsKey':
    'O endereço contém uma chave desta conta: uma chave nunca vai para o CRM. Tire-a do endereço.',
  'crm.cannotOpen': 'O Dialdesk não pode abrir endereços neste computador.',
  'crm.noTemplate':
    'Nenhum endereço de CRM está definido para esta conta: adicione um em Configurações, em Abrir no CRM.',
  'crm.showFirst': 'Este endereço de CRM ainda não foi mostrado: veja-o primeiro e depois abra-o.',
  // ─── Notes on calls and voicemail (main) ───
  'notes.fault.damaged': 'O arquivo das suas notas de chamadas está danificado ({reason}).',
  'notes.fault.newer':
    'O arquivo das suas notas de chamadas foi gravado por um Dialdesk mais novo: este o deixa intacto. Atualize o Dialdesk para usar suas notas de novo.',
  'notes.fault.busy':
    'Outro Dialdesk neste computador está usando o arquivo das suas notas agora: a nota não foi salva. Tente de novo em um instante.',
  'notes.fault.readOnly':
    'O Dialdesk não pode gravar na pasta das suas notas ({folder}): as notas não podem ser salvas até que possa.',
  'notes.fault.full': 'O disco das suas notas está cheio: libere espaço e salve a nota de novo.',
  'notes.fault.other': 'Não foi possível usar o arquivo das suas notas ({reason}); a nota não foi salva.',
  'notes.restored':
    'O arquivo das suas notas de chamadas estava danificado. As notas de {date} foram restauradas de um backup; o arquivo danificado está guardado em {path}.',
  'notes.notRestored':
    'O arquivo das suas notas de chamadas estava danificado e nenhum backup dele pôde ser lido, então o Dialdesk começou um novo, vazio. O arquivo danificado está guardado em {path}.',
  'notes.backupFailed':
    'Não foi possível fazer o backup de hoje das suas notas ({reason}); as notas em si estão salvas.',
  'notes.outcome.reached': 'Atendeu',
  'notes.outcome.leftMessage': 'Deixei recado',
  'notes.outcome.noAnswer': 'Sem resposta',
  'notes.outcome.wrongNumber': 'Número errado',
  'notes.outcome.followUp': 'Retornar depois',
  'notes.unknownOutcome': 'Este resultado não está mais na lista: escolha outro.',
  'notes.outcomeEmpty': 'Um resultado precisa de um nome.',
  'notes.outcomeTwice': '“{label}” está duas vezes na lista: dê a cada resultado um nome próprio.',
  'notes.noNumber': 'Esta chamada não tem um número sob o qual guardar uma nota.',
  'notes.placedCallGone':
    'Esta chamada não pode mais receber uma nota aqui: o Dialdesk foi reiniciado desde que ela foi feita. Adicione a nota à chamada no histórico.',
  // ─── Importing contacts: the files ───
  // What main says about a file chosen for import before it knows what is in it.
  'import.emptyFile': '{file} está vazio.',
  'import.archive':
    '{file} é um arquivo compactado, não uma agenda: descompacte-o e importe o arquivo .vcf ou .csv que ele contém.',
  'import.notContacts':
    '{file} não é uma agenda que o Dialdesk consiga ler: importe um arquivo vCard (.vcf) ou um arquivo CSV exportado do Outlook ou do Google Contatos.',
  'import.faxes': {
    one: '{count} número de fax ficou de fora: um fax não pode atender uma ligação.',
    other: '{count} números de fax ficaram de fora: um fax não pode atender uma ligação.',
  },
  'import.fileTooManyContacts':
    '{file} contém mais de {max} contatos, mais do que uma importação aceita: divida-o em arquivos menores e importe-os um após o outro.',
  'import.noteOfFile': '{file}: {note}',
  // ─── Importing contacts: vCard files ───
  // How main reads a vCard file (.vcf) the person imports: what it says about the file and its cards.
  'import.vcard.readAs': 'vCard {versions}, {encoding}',
  'import.vcard.readAsFrom': 'vCard {versions} do {producer}, {encoding}',
  'import.vcard.readAsUnread': 'vCard sem nenhum cartão legível, {encoding}',
  'import.vcard.producer.apple': 'Contatos da Apple',
  'import.vcard.producer.google': 'Google Contatos',
  'import.vcard.groups': {
    one: '{count} grupo de contatos foi ignorado: o Dialdesk importa pessoas, não grupos.',
    other: '{count} grupos de contatos foram ignorados: o Dialdesk importa pessoas, não grupos.',
  },
  'import.vcard.nested': {
    one: '{count} cartão escrito dentro de outro cartão (o de um assistente) foi ignorado.',
    other: '{count} cartões escritos dentro de outros cartões (os de um assistente) foram ignorados.',
  },
  'import.vcard.withoutEnd': {
    one: '{count} cartão não tinha linha END e foi ignorado.',
    other: '{count} cartões não tinham linha END e foram ignorados.',
  },
  'import.vcard.withoutVersion': {
    one: '{count} cartão não tinha linha VERSION e foi ignorado.',
    other: '{count} cartões não tinham linha VERSION e foram ignorados.',
  },
  'import.vcard.unreadableCards': {
    one: '{count} cartão não pôde ser lido e foi ignorado.',
    other: '{count} cartões não puderam ser lidos e foram ignorados.',
  },
  'import.vcard.overflowing': {
    one: '{count} cartão era longo demais para ser lido inteiro: o início foi lido e o resto, ignorado.',
    other:
      '{count} cartões eram longos demais para serem lidos inteiros: o início de cada um foi lido e o resto, ignorado.',
  },
  'import.vcard.unreadableLines': {
    one: '{count} linha não pôde ser lida e foi ignorada.',
    other: '{count} linhas não puderam ser lidas e foram ignoradas.',
  },
  // ─── Importing contacts: CSV files ───
  // How main reads a CSV file of contacts (Outlook, Google Contacts): what it says about the file.
  'import.csv.outlookEnglish': 'CSV do Outlook, cabeçalhos em inglês',
  'import.csv.outlookGerman': 'CSV do Outlook, cabeçalhos em alemão',
  'import.csv.google': 'CSV do Google Contatos',
  'import.csv.googleOlder': 'CSV do Google Contatos (exportação antiga)',
  'import.csv.readAs': '{layout}, {encoding}',
  'import.csv.readAsSemicolons': '{layout}, {encoding}, separado por ;',
  'import.csv.readAsTabs': '{layout}, {encoding}, separado por tabulações',
  'import.csv.linesUnreadable': {
    one: '{count} linha não pôde ser lida (uma aspa fora do lugar) e foi ignorada.',
    many: '{count} de linhas não puderam ser lidas (aspas fora do lugar) e foram ignoradas.',
    other: '{count} linhas não puderam ser lidas (aspas fora do lugar) e foram ignoradas.',
  },
  'import.csv.quoteNeverCloses':
    'Uma aspa no arquivo nunca é fechada: tudo o que vem depois dela, até o fim do arquivo, foi ignorado.',
  'import.csv.extraCells': {
    one: '{count} linha tem mais células do que o cabeçalho tem colunas: as células depois da última coluna foram deixadas de fora.',
    many: '{count} de linhas têm mais células do que o cabeçalho tem colunas: as células depois da última coluna foram deixadas de fora.',
    other:
      '{count} linhas têm mais células do que o cabeçalho tem colunas: as células depois da última coluna foram deixadas de fora.',
  },
  'import.csv.noContacts':
    '{file} não contém contatos: nenhuma das suas linhas tem nome, empresa, nota ou número.',
  'import.csv.noContactsReadable': {
    one: '{file} não contém contatos que o Dialdesk consiga ler: {count} linha não pôde ser lida (uma aspa fora do lugar).',
    many: '{file} não contém contatos que o Dialdesk consiga ler: {count} de linhas não puderam ser lidas (aspas fora do lugar).',
    other:
      '{file} não contém contatos que o Dialdesk consiga ler: {count} linhas não puderam ser lidas (aspas fora do lugar).',
  },
  'import.csv.rowTooLong':
    '{file} tem uma linha com mais de {max} caracteres, algo que nenhuma exportação de agenda escreve. A causa mais comum é uma aspa que nunca é fechada: abra o arquivo em um editor de texto.',
  'import.csv.binary':
    '{file} contém dados binários, não texto: está danificado ou não é uma exportação CSV de contatos.',
  // ─── Importing contacts: the preview and the import ───
  // What main says when it compares the files with the person's contacts and imports them.
  'import.tooManyContacts':
    'Estes arquivos têm mais de {max} contatos no total: o Dialdesk importa no máximo {max} de cada vez. Escolha menos arquivos.',
  'import.previewGone':
    'Esta prévia está desatualizada e nada foi importado: escolha os arquivos de novo para ver o que a importação faria.',
  'import.note.numbersDropped': {
    one: '{count} contato tinha {held} números: os {max} primeiros foram mantidos.',
    other:
      '{count} contatos tinham mais de {max} números, {held} no total: os {max} primeiros de cada um foram mantidos.',
  },
  'import.note.namesCut': {
    one: '{count} nome tinha mais de {max} caracteres: foi cortado em {max}.',
    other: '{count} nomes tinham mais de {max} caracteres: foram cortados em {max}.',
  },
  'import.note.companiesCut': {
    one: '{count} empresa tinha mais de {max} caracteres: foi cortada em {max}.',
    other: '{count} empresas tinham mais de {max} caracteres: foram cortadas em {max}.',
  },
  'import.note.notesCut': {
    one: '{count} nota tinha mais de {max} caracteres: foi cortada em {max}.',
    other: '{count} notas tinham mais de {max} caracteres: foram cortadas em {max}.',
  },
  'import.note.numbersTooLong': {
    one: '{count} número tinha mais de {max} caracteres e foi deixado de fora: nenhum número de telefone é tão longo.',
    other:
      '{count} números tinham mais de {max} caracteres e foram deixados de fora: nenhum número de telefone é tão longo.',
  },
  'import.note.cleaned': {
    one: '{count} contato tinha caracteres de controle ou de direção do texto: eles foram removidos.',
    other: '{count} contatos tinham caracteres de controle ou de direção do texto: eles foram removidos.',
  },
  'import.note.empty': {
    one: '{count} contato não tinha nome, empresa nem número e foi ignorado.',
    other: '{count} contatos não tinham nome, empresa nem número e foram ignorados.',
  },
  // ─── Exporting contacts ───
  // What main says when it writes the person's contacts to a vCard or CSV file.
  'dialog.exportContactsTitle': 'Exportar contatos',
  'dialog.vcardFiles': 'vCard',
  'contactsExport.fileName': 'Contatos {day}',
  'contactsExport.noContacts': 'Você ainda não tem contatos para exportar.',
  'contactsExport.noneMatch':
    'Nenhum contato corresponde a “{text}”, então não há nada para exportar. Limpe a pesquisa para exportar todos os seus contatos.',
  'contactsExport.numbersLeftOut': {
    one: '{count} número de {contacts} não coube nas colunas do Outlook e foi deixado de fora: exporte como vCard para manter todos.',
    other:
      '{count} números de {contacts} não couberam nas colunas do Outlook e foram deixados de fora: exporte como vCard para manter todos.',
  },
  'contactsExport.ofContacts': { one: '{count} contato', other: '{count} contatos' },
  // ─── People: Import and Export ───
  // The People screen's Import and Export: the buttons, the preview screen, the conflicts, the results.
  'people.import.button': 'Importar…',
  'people.export.button': 'Exportar…',
  'people.import.reading': 'Lendo o catálogo de endereços…',
  'people.import.cancelling': 'Interrompendo…',
  'people.import.refused': 'Não foi possível importar o catálogo de endereços',
  'people.import.done': 'Importação concluída: {result}.',
  'people.import.done.added': { one: '{count} contato adicionado', other: '{count} contatos adicionados' },
  'people.import.done.updated': { one: '{count} atualizado', other: '{count} atualizados' },
  'people.import.done.kept': {
    one: '{count} mantido como você tinha',
    other: '{count} mantidos como você tinha',
  },
  'people.import.done.unchanged': { one: '{count} já em dia', other: '{count} já em dia' },
  'people.import.done.nothing': 'Importação concluída: nada mudou.',
  'people.import.dismissDone': 'Fechar o resultado da importação',
  'people.import.title': 'Importar contatos',
  'people.import.summaryTitle': 'O que a importação faria',
  'people.import.verdict.new': {
    one: '{count} contato novo, a ser adicionado',
    other: '{count} contatos novos, a serem adicionados',
  },
  'people.import.verdict.updated': {
    one: '{count} dos seus contatos, a ser atualizado pelos arquivos',
    other: '{count} dos seus contatos, a serem atualizados pelos arquivos',
  },
  'people.import.verdict.conflict': {
    one: '{count} contato que você alterou e que os arquivos trazem de outro jeito: escolha abaixo',
    other: '{count} contatos que você alterou e que os arquivos trazem de outro jeito: escolha abaixo',
  },
  'people.import.verdict.unchanged': {
    one: '{count} contato sem novidades nos arquivos: nada a fazer',
    other: '{count} contatos sem novidades nos arquivos: nada a fazer',
  },
  'people.import.andMore': { one: 'e mais {count}', other: 'e mais {count}' },
  'people.import.nothingInFiles': 'Os arquivos não contêm nenhum contato para importar.',
  'people.import.sourcesTitle': 'Arquivos lidos',
  'people.import.source': {
    one: '{count} contato, lido como {readAs}',
    other: '{count} contatos, lidos como {readAs}',
  },
  'people.import.unreadableTitle': 'Números que não puderam ser lidos',
  'people.import.unreadableIntro': {
    one: '{count} número não contém nada que o Dialdesk possa discar:',
    other: '{count} números não contêm nada que o Dialdesk possa discar:',
  },
  'people.import.unreadableNumber': '{name}: {number}',
  'people.import.notesTitle': 'Deixado de fora ou encurtado',
  'people.import.conflictsTitle': 'Conflitos',
  'people.import.conflictsIntro':
    'Você alterou estes contatos no Dialdesk, e os arquivos os trazem de outro jeito. Sua versão fica como está, a menos que você escolha a do arquivo.',
  'people.import.yours': 'Sua versão',
  'people.import.theirs': 'No arquivo',
  'people.import.noCompany': 'Sem empresa',
  'people.import.noNote': 'Sem nota',
  'people.import.differs': '(diferente da sua versão)',
  'people.import.keepMine': 'Manter a minha',
  'people.import.useFile': 'Usar a do arquivo',
  'people.import.othersLegend': {
    one: 'O outro conflito, não listado',
    other: 'Os outros {count} conflitos, não listados um a um',
  },
  'people.import.import': 'Importar',
  'people.import.importing': 'Importando…',
  'people.import.failed': 'Não foi possível importar os contatos',
  'people.import.nothingToDo':
    'Nada mudaria: os arquivos não contêm nada que seus contatos ainda não tenham ou que você não tenha alterado desde então.',
  'people.import.nothingChosen':
    'Nada mudaria: os arquivos não trazem novidades para o resto, e você mantém sua versão em cada conflito.',
  'people.export.legend': 'Exportar como',
  'people.export.vcard3': 'vCard 3.0: o formato que a maioria dos apps lê melhor',
  'people.export.vcard4': 'vCard 4.0: a versão mais recente',
  'people.export.outlookCsv': 'CSV para o Outlook',
  'people.export.all': { one: 'Grava o seu único contato.', other: 'Grava todos os seus {count} contatos.' },
  'people.export.found': {
    one: 'Grava o contato encontrado para “{search}”.',
    other: 'Grava os {count} contatos encontrados para “{search}”.',
  },
  'people.export.start': 'Exportar',
  'people.export.running': 'Exportando os contatos…',
  'people.export.failed': 'Não foi possível exportar os contatos',
  'people.export.done': {
    one: '{count} contato exportado para {path}',
    other: '{count} contatos exportados para {path}',
  },
  'people.export.showInFolder': 'Mostrar na pasta',
  'people.export.dismiss': 'Fechar o resultado da exportação',
  'people.import.dialog.title': 'Importar contatos',
  'people.import.dialog.addressBooks': 'Catálogos de endereços (vCard, CSV)',
  'people.import.dialog.allFiles': 'Todos os arquivos',
  // ─── Directories: the index ───
  'directories.fault.damaged':
    'A cópia dos diretórios da empresa neste computador estava danificada ({reason}): o Dialdesk a cria de novo e lê os diretórios outra vez.',
  'directories.fault.newer':
    'A cópia dos diretórios da empresa neste computador foi gravada por um Dialdesk mais novo: este cria a própria e lê os diretórios outra vez.',
  'directories.fault.busy':
    'Outro Dialdesk neste computador está usando agora a cópia dos diretórios da empresa: o diretório será lido de novo mais tarde.',
  'directories.fault.readOnly':
    'O Dialdesk não pode gravar na pasta da cópia dos diretórios da empresa ({folder}): os nomes não são atualizados até que possa.',
  'directories.fault.full':
    'O disco está cheio: os nomes dos diretórios da empresa não são atualizados até haver espaço livre.',
  'directories.fault.other':
    'Não foi possível usar a cópia dos diretórios da empresa neste computador ({reason}).',
  // ─── Directories: LDAP and Active Directory ───
  'directories.ldap.badAddress':
    '“{url}” não é um endereço de diretório: ele começa com ldap:// ou ldaps://.',
  'directories.ldap.securityMismatch':
    'O LDAPS precisa de um endereço que comece com ldaps://; o StartTLS e as conexões sem criptografia, de um que comece com ldap://.',
  'directories.ldap.badFilter':
    '“{filter}” não é um filtro LDAP que o Dialdesk consiga ler. Confira os parênteses e escreva um parêntese ou um * dentro de um valor como \\28, \\29 ou \\2a.',
  'directories.ldap.unreachable':
    'Não foi possível acessar o servidor de diretório {server}. Confira o endereço e se o servidor está funcionando.',
  'directories.ldap.timedOut': 'O servidor de diretório {server} não respondeu em {seconds} segundos.',
  'directories.ldap.certificateExpired':
    'O certificado do servidor de diretório {server} expirou, por isso o Dialdesk não se conectou.',
  'directories.ldap.certificateUntrusted':
    'O certificado do servidor de diretório {server} não foi assinado por uma autoridade em que este computador confia (é autoassinado ou assinado por uma CA da empresa que não foi adicionada), por isso o Dialdesk não se conectou.',
  'directories.ldap.certificateWrongHost':
    'O certificado do servidor de diretório {server} foi emitido para outro servidor, por isso o Dialdesk não se conectou.',
  'directories.ldap.tlsFailed':
    'Não foi possível estabelecer uma conexão criptografada com o servidor de diretório {server} ({reason}).',
  'directories.ldap.noStartTls':
    'O servidor de diretório {server} não oferece StartTLS, por isso o Dialdesk não se conectou: ele nunca recorre a uma conexão sem criptografia.',
  'directories.ldap.signInRefused':
    'O servidor de diretório {server} recusou o DN de vinculação ou a senha. Confira os dois.',
  'directories.ldap.badBindDn':
    '“{dn}” não está escrito como um DN de vinculação (por exemplo, cn=reader,dc=example,dc=com).',
  'directories.ldap.noSuchBase': 'O DN base “{baseDn}” não existe no servidor de diretório {server}.',
  'directories.ldap.sizeLimit':
    'O servidor de diretório {server} interrompeu a leitura no limite de tamanho dele. Peça ao administrador que permita leituras paginadas do diretório inteiro, ou restrinja o filtro.',
  'directories.ldap.filterRefused': 'O servidor de diretório {server} recusou o filtro “{filter}”.',
  'directories.ldap.failed': 'Não foi possível ler o diretório em {server}: {reason}',
  // ─── Directories: CardDAV ───
  'directories.carddav.urlInvalid':
    '“{url}” não é um endereço da web. Digite o endereço do seu servidor CardDAV, como https://contacts.example.com.',
  'directories.carddav.urlCredentials':
    'Deixe o nome de usuário e a senha fora do endereço: digite-os nos campos próprios.',
  'directories.carddav.plainHttp':
    'O Dialdesk só envia sua senha por https://, ou por http:// para um servidor neste computador. Use o endereço https:// de {host}.',
  'directories.carddav.otherHost':
    '{from} redirecionou o Dialdesk para {to}, um servidor diferente do que você digitou. O Dialdesk não enviou sua senha para lá.',
  'directories.carddav.wrongPassword':
    '{host} recusou o nome de usuário ou a senha. Confira os dois; muitos servidores pedem aqui uma senha de app.',
  'directories.carddav.notCardDav': '{host} respondeu, mas não como um servidor CardDAV. Confira o endereço.',
  'directories.carddav.noAddressBook': '{host} não tem nenhum catálogo de endereços para {user}.',
  'directories.carddav.timeout':
    '{host} não respondeu em {seconds} s. O Dialdesk tentará de novo na próxima atualização.',
  'directories.carddav.status':
    '{host} teve um problema ao responder (HTTP {status}). O Dialdesk tentará de novo na próxima atualização.',
  'directories.carddav.network': 'Não foi possível ler o diretório CardDAV: {reason}',
  'directories.carddav.tooManyRedirects':
    '{host} redirecionou o Dialdesk para outros endereços vezes demais. Confira o endereço.',
  'directories.carddav.replyTooBig':
    'Uma resposta de {host} passou de {megabytes} MB, então o Dialdesk parou de lê-la.',
  'directories.carddav.cardsTooBig': {
    one: '{count} cartão passava de {megabytes} MB e ficou de fora.',
    other: '{count} cartões passavam de {megabytes} MB e ficaram de fora.',
  },
  'directories.carddav.unreadableCards': {
    one: 'Não foi possível ler {count} cartão, que ficou de fora.',
    other: 'Não foi possível ler {count} cartões, que ficaram de fora.',
  },
  'directories.carddav.hostInUse': 'Catálogos de endereços lidos de {host}.',
  // ─── Directories: Settings ───
  'directories.listSetAside':
    'Não foi possível ler as configurações dos seus diretórios ({file}). O arquivo foi movido para {path} e a lista começa vazia: adicione seus diretórios de novo.',
  'directories.note.plain':
    'Este diretório é lido sem criptografia (ldap:// simples): nomes, números e senha passam legíveis pela rede. Use LDAPS ou StartTLS fora de um teste.',
  'directories.note.globalCatalog':
    'A porta {port} é um catálogo global: suas entradas não têm celular, cargo, departamento nem empresa. Use a porta do controlador de domínio (389 ou 636) para entradas completas.',
  'directories.passwordMissing':
    'Nenhuma senha está salva para o diretório “{name}” no endereço dele: digite-a em Configurações → Diretórios.',
  'directories.caFileUnreadable':
    'Não foi possível ler o arquivo da CA da empresa {path} como certificado (PEM).',
  'directories.badAddress': '“{url}” não é um endereço em que se possa ler um diretório.',
  'directories.unknownAccount': 'Um diretório só pode servir contas salvas no Dialdesk.',
  'directories.notFound': 'Esse diretório não está mais configurado.',
  // ─── Directories: Settings view ───
  'directories.title': 'Diretórios da empresa',
  'directories.intro':
    'Nomes de colegas e clientes do diretório da empresa (LDAP, Active Directory ou CardDAV), para as contas que cada um atende. O Dialdesk só lê um diretório, nunca escreve nele.',
  'directories.none': 'Nenhum diretório da empresa está configurado.',
  'directories.listFailed': 'Não foi possível ler os diretórios',
  'directories.kind.ldap': 'LDAP / Active Directory',
  'directories.kind.carddav': 'CardDAV',
  'directories.serves': 'Para {accounts}',
  'directories.removedAccount': 'uma conta removida',
  'directories.status.reading': 'Lendo…',
  'directories.status.people': {
    one: '{count} pessoa',
    other: '{count} pessoas',
  },
  'directories.status.numbers': {
    one: '{count} número',
    other: '{count} números',
  },
  'directories.status.counts': '{people}, {numbers}',
  'directories.status.readAt': '{people}, {numbers}, lidos às {time}',
  'directories.status.readOn': '{people}, {numbers}, lidos: {when}',
  'directories.status.kept': 'Os nomes da última leitura bem-sucedida são mantidos ({counts}).',
  'directories.status.notRead': 'Ainda não lido.',
  'directories.readNow': 'Ler agora',
  'directories.readNow.label': 'Ler agora: {name}',
  'directories.readFailed': 'Não foi possível ler',
  'directories.edit': 'Editar',
  'directories.edit.label': 'Editar {name}',
  'directories.remove': 'Remover',
  'directories.remove.label': 'Remover {name}',
  'directories.remove.title': 'Remover o diretório “{name}”?',
  'directories.remove.what':
    'A cópia dele neste computador e a senha no chaveiro do sistema são apagadas, e os nomes dele deixam de aparecer. O diretório no servidor não é alterado.',
  'directories.remove.whatNoPassword':
    'A cópia dele neste computador é apagada, e os nomes dele deixam de aparecer. O diretório no servidor não é alterado.',
  'directories.removing': 'Removendo…',
  'directories.removeFailed': 'Não foi possível remover',
  'directories.add': 'Adicionar diretório',
  'directories.form.newTitle': 'Novo diretório',
  'directories.form.editTitle': 'Editar “{name}”',
  'directories.form.kind': 'Tipo de diretório',
  'directories.form.name': 'Nome',
  'directories.form.nameHint': 'Como você o chama, por exemplo “AD da Acme”.',
  'directories.form.accounts': 'Contas para as quais ele dá nome a quem liga',
  'directories.form.accountsHint':
    'Os números dele, sobretudo os ramais, pertencem aos sistemas telefônicos dessas contas e só dão nome às chamadas delas.',
  'directories.form.address': 'Endereço do servidor',
  'directories.form.ldapAddressHint':
    'ldaps://servidor, ou ldap://servidor com StartTLS; uma porta depois de dois-pontos se não for a de costume.',
  'directories.form.carddavAddressHint':
    'O servidor, ou o endereço de um catálogo de endereços. Testar encontra os catálogos.',
  'directories.form.security': 'Segurança',
  'directories.security.ldaps': 'LDAPS (criptografado desde o início, geralmente a porta 636)',
  'directories.security.starttls': 'StartTLS (criptografado antes de entrar, nunca sem)',
  'directories.security.plain': 'Nenhuma (ldap:// sem criptografia)',
  'directories.security.plainWarning': 'Só para testes: nomes, números e senha passam pela rede legíveis.',
  'directories.form.baseDn': 'DN base',
  'directories.form.baseDnHint': 'Onde as pessoas são procuradas, por exemplo dc=example,dc=com.',
  'directories.form.bindDn': 'DN de vínculo (bind)',
  'directories.form.bindDnHint':
    'A conta com que o Dialdesk entra, por exemplo cn=reader,dc=example,dc=com. Vazio: de forma anônima.',
  'directories.form.password': 'Senha',
  'directories.form.appPassword': 'Senha de app',
  'directories.form.passwordStored': 'salva',
  'directories.form.passwordNotStored': 'não salva',
  'directories.form.passwordHint': 'Guardada no chaveiro do sistema, só para este servidor.',
  'directories.form.passwordKept':
    'Guardada no chaveiro do sistema, só para este servidor. Deixe vazio para manter a salva.',
  'directories.form.filter': 'Filtro',
  'directories.form.filterHint':
    'Opcional, por exemplo (department=Sales): só as pessoas que correspondem são lidas.',
  'directories.form.preset': 'Servidor',
  'directories.preset.auto': 'Automático (o que o servidor diz ser)',
  'directories.preset.activeDirectory': 'Active Directory',
  'directories.preset.openldap': 'OpenLDAP / FreeIPA',
  'directories.form.caFile': 'Arquivo da CA da empresa',
  'directories.form.caFileHint':
    'Opcional: o caminho do certificado (PEM) com que sua empresa assina os servidores, confiável junto com os do sistema.',
  'directories.form.advanced': 'Avançado: atributos',
  'directories.mapping.intro':
    'Quais atributos contêm o quê, vários separados por vírgulas, tentados em ordem. Deixe todos vazios para os de costume do servidor.',
  'directories.mapping.name': 'Nome',
  'directories.mapping.company': 'Empresa',
  'directories.mapping.department': 'Departamento',
  'directories.mapping.title': 'Cargo',
  'directories.mapping.numbers': 'Números',
  'directories.mapping.work': 'Trabalho',
  'directories.mapping.mobile': 'Celular',
  'directories.mapping.home': 'Residencial',
  'directories.mapping.extension': 'Ramal',
  'directories.mapping.other': 'Outro',
  'directories.form.username': 'Nome de usuário',
  'directories.form.books': 'Catálogos de endereços',
  'directories.form.booksHint': 'Nenhum escolhido: todos, e os adicionados depois.',
  'directories.form.booksTest': 'Todos são lidos. Testar os encontra, para você escolher.',
  'directories.form.save': 'Salvar diretório',
  'directories.form.test': 'Testar',
  'directories.form.testing': 'Testando…',
  'directories.form.testFailed': 'O teste falhou',
  'directories.found.activeDirectory': 'Active Directory encontrado.',
  'directories.found.openldap': 'OpenLDAP / FreeIPA encontrado.',
  // ─── Open in CRM (the windows) ───
  'crmUi.action': 'Abrir no CRM',
  'crmUi.row.label': 'Abrir o registro de {name} no seu CRM',
  'crmUi.row.title': 'Abrir no CRM',
  'crmUi.opening': 'Abrindo no seu CRM…',
  'crmUi.panel.title': 'Confira o endereço antes que ele abra',
  'crmUi.panel.browser': 'O Dialdesk abre este endereço no seu navegador. Confira se é o do seu CRM.',
  'crmUi.panel.app':
    'O Dialdesk abre este endereço no app registrado para endereços {scheme} neste computador. Confira se é o do seu CRM.',
  'crmUi.panel.open': 'Abrir',
  'crmUi.panel.dontOpen': 'Não abrir',
  'crmUi.opened.browser': 'Aberto no seu navegador.',
  'crmUi.opened.app': 'Aberto no app dos endereços {scheme}.',
  'crmUi.failed': 'Não foi possível abrir o registro no seu CRM',
  'crmUi.dismiss': 'Fechar',
  'crmUi.settings.title': 'Abrir no CRM',
  'crmUi.settings.intro':
    'O endereço do registro de um cliente no CRM da sua empresa: Histórico, Correio de voz, Consulta e a confirmação de chamada passam a oferecer Abrir no CRM. Cada conta tem o seu; este é o de {account}.',
  'crmUi.settings.readFailed': 'Não foi possível ler o endereço do CRM',
  'crmUi.settings.save': 'Salvar endereço do CRM',
  'crmUi.settings.saveFailed': 'Não foi possível salvar o endereço do CRM',
  'crmUi.template.label': 'Endereço de um registro',
  'crmUi.template.hint':
    'O Dialdesk preenche {number} (no formato internacional quando possível), {digits}, {name}, {callId} e {direction}, cada um codificado para URL. Deixe vazio para desativar Abrir no CRM.',
  'crmUi.template.example': 'Por exemplo: {example}',
  'crmUi.openOnCall.label': 'Abrir o registro sozinho quando uma ligação for feita pelo Dialdesk',
  'crmUi.openOnCall.hint':
    'Só depois que você mesmo tiver aberto um desses endereços: o primeiro é sempre mostrado antes de abrir.',
  'crmUi.scheme.reveal': 'Permitir o esquema próprio de um app…',
  'crmUi.scheme.warning':
    'Endereços com este esquema abrem o app registrado para ele neste computador, com o número e o que mais o endereço enviar. Permita só o esquema próprio do app do seu CRM, como {example}.',
  'crmUi.scheme.label': 'Esquema do app do seu CRM',
  'crmUi.scheme.hint': 'Só o nome dele, como {example}. Deixe vazio para abrir só endereços https://.',
  // ─── Calling hours (Settings) ───
  'hours.settings.title': 'Horário de ligações',
  'hours.settings.intro':
    'Uma ligação fora deste horário onde o número toca pergunta a você antes, seja qual for o jeito de fazê-la. Cada conta tem o seu; este é o de {account}.',
  'hours.settings.readFailed': 'Não foi possível ler o horário de ligações',
  'hours.settings.save': 'Salvar horário de ligações',
  'hours.settings.saveFailed': 'Não foi possível salvar o horário de ligações',
  'hours.enabled.label': 'Perguntar antes de ligar fora do horário de ligações',
  'hours.enabled.hint':
    'Desativado, as ligações são feitas a qualquer hora sem perguntar. Os horários abaixo são mantidos.',
  'hours.times.legend': 'Horário onde o número toca',
  'hours.start.label': 'Das',
  'hours.end.label': 'Até',
  'hours.times.hint':
    'No horário local de quem recebe a ligação. Uma ligação no horário de término ou depois pergunta antes.',
  'hours.timeMissing': 'Informe um horário.',
  'hours.federal':
    'O padrão é a regra dos EUA para ligações a residências: nenhuma ligação antes das 8h ou depois das 21h no local de quem recebe a ligação ({source}).',
  'hours.florida.label': 'Flórida: as ligações terminam às {time}',
  'hours.florida.hint':
    'A lei da Flórida só permite ligar para lá até as 20h ({source}). Um número está na Flórida pelo código de área ou pelo estado que uma consulta encontrou.',
  'hours.courtesy':
    'Uma verificação de cortesia, não orientação jurídica: cabe a você saber quais regras valem para as suas ligações. O horário local é estimado pelo código de área do número, e o dono de um celular pode estar em outro lugar.',
  // ─── Notes and outcomes (the windows) ───
  'noteUi.title': 'Nota',
  'noteUi.add': 'Adicionar uma nota',
  'noteUi.edit': 'Editar nota',
  'noteUi.written': 'Última alteração: {time}',
  'noteUi.saved': 'Nota salva.',
  'noteUi.removed': 'Nota removida.',
  'noteUi.saveFailed': 'Não foi possível salvar a nota',
  'noteUi.row.spoken': 'Nota:',
  'noteUi.editor.callLabel': 'Nota sobre esta chamada',
  'noteUi.editor.voicemailLabel': 'Nota sobre esta mensagem de voz',
  'noteUi.editor.outcome': 'Resultado',
  'noteUi.editor.noOutcome': 'Sem resultado',
  'noteUi.editor.outcomesFailed':
    'Não foi possível ler a lista de resultados: você pode salvar a nota sem nenhum.',
  'noteUi.editor.text': 'Nota',
  'noteUi.editor.hint': 'Guardada neste computador, nunca enviada ao sistema telefônico.',
  'noteUi.editor.count': '{length} de {limit} caracteres',
  'noteUi.editor.save': 'Salvar nota',
  'noteUi.outcome.retired': '{label} (aposentado)',
  'noteUi.placed.label': 'Nota sobre a chamada para {number}',
  'noteUi.placed.kept': 'Nota guardada.',
  'noteUi.placed.waits': 'A nota aguarda o registro da chamada e se junta a ele no histórico.',
  'noteUi.placed.failed': 'Não foi possível guardar a nota',
  'noteUi.number.title': 'Notas sobre este número',
  'noteUi.number.intro': 'Escritas depois de chamadas feitas pelo Dialdesk cujo registro nunca chegou.',
  'noteUi.number.placed': 'Chamada feita: {time}',
  'noteUi.outcomes.title': 'Resultados de chamadas',
  'noteUi.outcomes.intro':
    'Com o que você pode marcar uma chamada ou uma mensagem de voz, além da nota. Cada conta tem a sua própria lista; esta é a de {account}.',
  'noteUi.outcomes.label': 'Resultado {position}',
  'noteUi.outcomes.remove': 'Remover {label}',
  'noteUi.outcomes.removeTitle': 'Remover (as chamadas que o têm continuam com ele)',
  'noteUi.outcomes.retireHint':
    'Um resultado removido é aposentado: as chamadas e mensagens de voz que o têm continuam com ele, mas ele não é mais oferecido.',
  'noteUi.outcomes.add': 'Adicionar resultado',
  'noteUi.outcomes.full': 'Uma conta tem no máximo {limit} resultados.',
  'noteUi.outcomes.none': 'Nenhum resultado: as notas são salvas sem resultado.',
  'noteUi.outcomes.save': 'Salvar resultados',
  'noteUi.outcomes.readFailed': 'Não foi possível ler os resultados',
  'noteUi.outcomes.saveFailed': 'Não foi possível salvar os resultados',
  'noteUi.localCopyHint':
    'Suas notas sobre chamadas são mantidas de qualquer forma. Sem a cópia, uma pesquisa encontra notas só nas chamadas que o histórico mostrou, não nas chamadas mais antigas.',
  'noteUi.accountRemove.withNotes': {
    one: 'As chaves dela são excluídas do chaveiro do sistema; a cópia do histórico de chamadas, os registros do correio de voz, as chamadas recentes e as consultas dela são excluídos deste computador, assim como a nota dela sobre uma chamada ou mensagem de voz, que não pode ser obtida de novo. Chamadas e mensagens no sistema telefônico não são afetadas.',
    many: 'As chaves dela são excluídas do chaveiro do sistema; a cópia do histórico de chamadas, os registros do correio de voz, as chamadas recentes e as consultas dela são excluídos deste computador, assim como as {count} de notas dela sobre chamadas e mensagens de voz, que não podem ser obtidas de novo. Chamadas e mensagens no sistema telefônico não são afetadas.',
    other:
      'As chaves dela são excluídas do chaveiro do sistema; a cópia do histórico de chamadas, os registros do correio de voz, as chamadas recentes e as consultas dela são excluídos deste computador, assim como as {count} notas dela sobre chamadas e mensagens de voz, que não podem ser obtidas de novo. Chamadas e mensagens no sistema telefônico não são afetadas.',
  },
  'noteUi.accountRemove.uncounted':
    'As chaves dela são excluídas do chaveiro do sistema; a cópia do histórico de chamadas, os registros do correio de voz, as chamadas recentes e as consultas dela são excluídos deste computador, assim como todas as notas sobre as chamadas e mensagens de voz dela, que não podem ser obtidas de novo. Chamadas e mensagens no sistema telefônico não são afetadas.',
  // ─── To call back (the windows) ───
  'nav.callBacks': 'Para retornar',
  'nav.callBacksCount': { one: 'Para retornar, {count}', other: 'Para retornar, {count}' },
  'nav.callBacksWaiting': { one: 'aguardando', other: 'aguardando' },
  'callBacks.title': 'Para retornar',
  'callBacks.count': { one: '{count} número', other: '{count} números' },
  'callBacks.loading': 'Carregando os números para retornar…',
  'callBacks.failed': 'Não foi possível carregar os números para retornar',
  'callBacks.listLabel': 'Números para retornar a ligação',
  'callBacks.missed': { one: '{count} chamada perdida', other: '{count} chamadas perdidas' },
  'callBacks.voicemailLeft': 'Deixou mensagem de voz',
  'callBacks.triedToday': 'Última tentativa: {time}',
  'callBacks.triedBefore': 'Última tentativa: {when}',
  'callBacks.done': 'Feito',
  'callBacks.laterToday': 'Mais tarde hoje',
  'callBacks.tomorrow': 'Amanhã',
  'callBacks.openCall': 'Ver no histórico',
  'callBacks.openVoicemail': 'Abrir mensagem de voz',
  'callBacks.markFailed': 'Não foi possível atualizar a lista',
  'callBacks.snoozed': { one: '{count} adiado para mais tarde', other: '{count} adiados para mais tarde' },
  'callBacks.empty.title': 'Ninguém para retornar.',
  'callBacks.empty.body':
    'As chamadas perdidas e as mensagens de voz da última semana ficam aqui até você retornar a ligação ou marcá-las como feitas.',
  'callBacks.off.title': 'Sem histórico local não há lista',
  'callBacks.off.body':
    'Esta lista é feita a partir da cópia do histórico de chamadas mantida neste computador, e essa cópia está desativada.',
  'callBacks.off.settings': 'Ativar nas Configurações',
  'directories.found.carddav': {
    one: '{count} catálogo de endereços encontrado em {host}.',
    other: '{count} catálogos de endereços encontrados em {host}.',
  },
  // Organization policies (issue 51).
  'policies.rule.clockTime': "deve ser um horário como '08:00' ou '21:00'",
  'policies.rule.accountKey': 'deve ter de 1 a 64 letras, dígitos, pontos, hifens ou sublinhados',
  'policies.rule.domainOrAddress': 'deve informar um domínio ou um endereço',
  'policies.rule.sameAccountTwice':
    "não pode citar o mesmo ID da conta duas vezes (dê a cada uma um 'id' próprio para diferenciá-las)",
  'policies.rule.updateAddress':
    'deve ser o endereço https de uma pasta, sem nome de usuário, senha, parâmetros de consulta ou fragmento',
  'policies.refused.notJson': 'Seu valor não é texto JSON.',
  'policies.refused.type.string': 'Seu valor deve ser texto.',
  'policies.refused.type.number': 'Seu valor deve ser um número.',
  'policies.refused.type.boolean': 'Seu valor deve ser true ou false (1 ou 0 no registro).',
  'policies.refused.secret':
    'Uma política nunca traz uma chave ou uma senha: cada pessoa digita as suas no Dialdesk, e elas ficam guardadas no chaveiro do sistema dela.',
  'policies.refused.unknown': 'O Dialdesk não tem nenhuma política com este nome.',
  'policies.refused.rule': '{field} {rule}.',
  'policies.file.notOwned':
    'O dono de {path} não é o root, então outros além do administrador poderiam alterá-lo: as políticas dele não foram aplicadas.',
  'policies.file.writable':
    'Outros além do root podem gravar em {path}: as políticas dele não foram aplicadas. Retire a permissão de gravação do grupo e dos outros (chmod go-w).',
  'policies.file.unreadable': 'Não foi possível ler {path} ({cause}): as políticas dele não foram aplicadas.',
  'policies.file.notFile': '{path} não é um arquivo: as políticas dele não foram aplicadas.',
  'policies.file.tooLarge':
    '{path} é maior que {max}: ele não foi lido, e as políticas dele não foram aplicadas.',
  'policies.file.notJson': '{path} não é um JSON válido: as políticas dele não foram aplicadas.',
  'policies.file.notObject': '{path} deve conter um único objeto JSON de políticas, cada uma pelo seu nome.',
  'policies.lockedField': 'é definido pela sua organização',
  'account.notUsable':
    'Esta conta não pode ser usada: sua organização não a fornece mais ou não permite contas próprias.',
  'account.ownNotAllowed':
    'Sua organização fornece as contas deste computador: você não pode adicionar uma conta própria.',
  'account.organisationKeeps': 'Sua organização fornece esta conta: ela não pode ser removida aqui.',
  'directories.setByOrganization':
    'Sua organização define este diretório: aqui só é possível digitar a senha dele. Nada mais foi alterado.',
  'directories.organisationKeeps': 'Sua organização fornece este diretório: ele não pode ser removido aqui.',
  'account.nothingToMerge': 'Sua organização não fornece nenhuma conta no mesmo sistema telefônico que esta.',
  'account.mergeBothNoted':
    'A conta da sua organização já tem notas próprias neste computador: as duas não podem ser mescladas. Remova uma delas primeiro.',
  'crm.setByOrganization': 'Sua organização define o endereço de CRM neste computador: ele não foi alterado.',
  'hours.setByOrganization':
    'Sua organização define o horário de ligações neste computador: ele não foi alterado.',
  'policies.readerMissing':
    'Não foi possível ler as políticas da sua organização neste computador: o leitor de políticas do Dialdesk está faltando. Reinstalar o Dialdesk o restaura.',
  'policies.setByOrganization': 'Definido pela sua organização',
  'policies.account.provided': 'Fornecida pela sua organização',
  'policies.account.withdrawn':
    'Sua organização não fornece mais esta conta, então ela não pode ser usada. As chaves e o histórico dela ficam guardados até você removê-la.',
  'policies.account.turnedOff':
    'Sua organização desativou as contas próprias. Esta fica guardada, com o histórico dela, mas não pode ser usada.',
  'policies.account.keysYours':
    'Sua organização configurou esta conta: cabe a você informar só as suas chaves.',
  'policies.account.extensionAndKeysYours':
    'Sua organização configurou esta conta: cabe a você informar só o seu ramal e as suas chaves.',
  'policies.title': 'Políticas',
  'policies.readFrom': 'Definidas pela sua organização, lidas de {where}.',
  'policies.lastGoodKept': 'As políticas lidas antes continuam em vigor até que o problema seja corrigido.',
  'policies.inForce': 'Em vigor',
  'policies.notApplied': 'Não aplicadas',
  'policies.none': 'Nenhuma política está definida neste computador.',
  'accounts.merge.offer': 'Sua organização agora fornece este sistema telefônico como “{name}”.',
  'accounts.merge.button': 'Mesclar com {name}',
  'accounts.merge.title': 'Mesclar {name} com {into}?',
  'accounts.merge.what':
    'As chaves dela, o seu ramal, e o histórico de chamadas e as notas dela neste computador passam para {into}. Depois, {name} sai desta lista.',
  'accounts.merge.confirm': 'Mesclar',
  'accounts.merging': 'Mesclando…',
  'accounts.mergeFailed': 'Não foi possível mesclar',
  'directories.servesEvery': 'Para todas as contas',
  'directories.form.everyAccount': 'Ele dá nome a quem liga em todas as contas.',
  'directories.organisation.passwordYours':
    'Sua organização configurou este diretório: cabe a você informar só a sua senha.',
  'directories.form.booksAll': 'Todos são lidos.',
  'directories.form.savePassword': 'Salvar senha',
  'hours.settings.introLocked':
    'Uma ligação fora deste horário onde o número toca pergunta a você antes, seja qual for o jeito de fazê-la. Sua organização o define para todas as contas.',
} as const satisfies Translation;
