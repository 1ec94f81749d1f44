import { planilhasExportacao } from '../domain/exportacaoPedidos.ts';
import { formatPreco } from '../format/money.ts';
import { quantidadePedidos as pedidos } from './geral.ts';

/** Spec sections 5, 8 and 9: the texts of 'Exportar para Excel' on /admin-pedidos and of the file it writes. */
export const mensagensExportacao = {
  vazio: 'Não há pedidos para exportar!',
  confirmarTitulo: 'Exportar para Excel',
  confirmar: (quantidade: number) =>
    `Exportar ${pedidos(quantidade)} para Excel? O arquivo terá as planilhas "${planilhasExportacao.resumo}" e "${planilhasExportacao.itens}".`,
  gerando: 'Gerando a planilha...',
  sucessoTitulo: 'Exportação concluída',
  sucesso: (arquivo: string, quantidade: number) =>
    `Arquivo: ${arquivo}\nPedidos exportados: ${quantidade.toLocaleString('pt-BR')}\nPlanilhas: "${planilhasExportacao.resumo}" e "${planilhasExportacao.itens}"`,
  erro: 'Erro ao exportar para Excel',
  // Cell texts
  naoInformado: 'Não informado',
  nenhumItem: 'Nenhum item encontrado',
  sim: 'Sim',
  nao: 'Não',
} as const;

/** Spec sections 4 and 8: the status-change texts. */
export const mensagensStatus = {
  confirmarEntregue: 'Tem certeza que deseja marcar este pedido como "Entregue"? Esta ação não poderá ser desfeita.',
  motivoObrigatorio: 'Por favor, informe o motivo do cancelamento.',
  motivoLongo: 'O motivo do cancelamento deve ter no máximo 500 caracteres.',
  statusInvalido: 'Status do pedido inválido.',
  pedidoEntregue: 'Este pedido já foi entregue e não pode mais ser alterado.',
  sucesso: 'Status do pedido atualizado com sucesso!',
  erroAtualizar: (mensagem: string) => `Erro ao atualizar status: ${mensagem}`,
  erroAtualizarConexao: 'Erro ao atualizar status do pedido',
} as const;

/** Issue 21: the carrier and tracking code of an order in transport. */
export const mensagensRastreio = {
  transportadoraInvalida: 'Escolha a transportadora da lista.',
  codigoObrigatorio: 'Informe o código de rastreio.',
  codigoInvalido: 'O código de rastreio deve ter de 4 a 40 letras, números, pontos, barras ou hífens.',
  codigoCorreios: 'O código dos Correios tem o formato AA123456789BR.',
  soEmTransporte: 'O rastreio só pode ser informado para pedidos Em Transporte.',
  loteSemCodigos: (maximo: number) =>
    `Os códigos de rastreio podem ser informados em lotes de até ${maximo} pedidos, ou depois, em cada pedido.`,
  foraDoLote: 'Há código de rastreio para um pedido que não está selecionado.',
  repetido: 'Há mais de um código de rastreio para o mesmo pedido.',
  atualizado: 'Rastreio do pedido atualizado com sucesso!',
  removido: 'Rastreio do pedido removido.',
  erroAtualizar: (mensagem: string) => `Erro ao atualizar o rastreio: ${mensagem}`,
  erroAtualizarConexao: 'Erro ao atualizar o rastreio do pedido',
  // The screens
  secao: 'Rastreio',
  transportadora: 'Transportadora',
  codigo: 'Código de rastreio',
  codigoDoPedido: (id: number) => `Código de rastreio do pedido #${id}`,
  selecione: 'Selecione...',
  emTransporteTitulo: (id: number) => `Pedido #${id} em transporte`,
  emTransporteLoteTitulo: (quantidade: number) =>
    quantidade === 1 ? '1 pedido em transporte' : `${quantidade} pedidos em transporte`,
  emTransporteAjuda:
    'Opcional: informe a transportadora e o código para o franqueado acompanhar a entrega. Com a transportadora, o código é obrigatório.',
  emTransporteLoteAjuda:
    'Opcional: informe a transportadora e o código de cada pedido para o franqueado acompanhar a entrega. Com a transportadora, informe ao menos um código; pedidos sem código seguem sem rastreio.',
  editarTitulo: 'Rastreio do pedido',
  editar: 'Editar rastreio',
  informar: 'Informar rastreio',
  remover: 'Remover rastreio',
  confirmarRemover: 'Remover a transportadora e o código de rastreio deste pedido?',
  acompanhar: 'Acompanhar entrega',
  /** Said with a link that opens the carrier's page in another tab. */
  novaAba: '(abre em nova aba)',
  acompanharNa: (transportadora: string) =>
    `Acompanhar entrega no site ${transportadora === 'Correios' ? 'dos' : 'da'} ${transportadora}`,
  semRastreio: '—',
  // The e-mails
  emailAssuntoCorrigido: (numero: number) => `Pedido #${numero}: rastreio atualizado — Portal do Franqueado`,
  emailCorrigido: (numero: number) => `O rastreio do seu pedido #${numero} foi atualizado.`,
  emailRemovido: (numero: number) => `O rastreio do seu pedido #${numero} foi removido pela equipe.`,
  emailLinha: (transportadora: string, codigo: string) => `Transportadora: ${transportadora} · Código: ${codigo}`,
} as const;

export const mensagensPedidos = {
  nenhumPedido: 'Nenhum pedido encontrado',
  nenhumItem: 'Nenhum item encontrado para este pedido.',
  pedidoNaoEncontrado: 'Pedido não encontrado.',
  numeroInvalido: 'Informe só os números do pedido.',
  periodoInvalido: 'A data inicial deve ser anterior ou igual à data final.',
  versaoDesatualizada: 'Este pedido foi alterado por outra pessoa. Atualize a lista e tente novamente.',
  loteVazio: 'Selecione pelo menos um pedido.',
  loteGrande: (maximo: number) => `Altere no máximo ${maximo} pedidos de uma vez.`,
  loteResultado: (alterados: number, total: number) => `${alterados} de ${total} pedidos atualizados.`,
  pedirNovamente: (adicionados: number) =>
    `${adicionados} ${adicionados === 1 ? 'item adicionado' : 'itens adicionados'} ao carrinho com os preços de hoje.`,
  pedirNovamenteIndisponiveis: (nomes: string[]) => `Não estão mais disponíveis: ${nomes.join(', ')}.`,
  pedirNovamenteNada: 'Nenhum item deste pedido está disponível hoje.',

  // The order screens (/meus-pedidos, /admin-pedidos)
  resumoTitulo: 'Resumo dos pedidos',
  /** The stat cards (spec section 2), in their order. */
  cartoes: {
    total: 'Total de Pedidos',
    pendentes: 'Pendentes',
    aprovados: 'Aprovados',
    emTransporte: 'Em Transporte',
    entregues: 'Entregues',
    cancelados: 'Cancelados',
  },
  carregando: 'Carregando pedidos...',
  erroCarregar: 'Erro ao carregar pedidos',
  erroCarregarPedido: 'Erro ao carregar o pedido',
  tituloPedido: (id: number) => `Pedido #${id}`,
  faturamentoIgualEntrega: 'O endereço de faturamento é o mesmo da entrega.',
  semObservacoes: 'Nenhuma observação.',
  erroImagem: 'Não foi possível carregar a imagem.',
  erroPedirNovamente: 'Erro ao pedir novamente',
  /** While every filtered page is fetched (export, "select all"); numbers in pt-BR ('1.240'). */
  buscando: (buscados: number, total: number) =>
    `Buscando pedidos… ${buscados.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
  buscandoTitulo: 'Buscando pedidos',
  erroBuscarTodos: 'Não foi possível buscar todos os pedidos filtrados. Tente novamente.',
  cancelarTitulo: 'Cancelar Pedido',
  cancelarVarios: (quantidade: number) =>
    `${quantidade} ${quantidade === 1 ? 'pedido selecionado será cancelado' : 'pedidos selecionados serão cancelados'}.`,
  selecionados: (quantidade: number) =>
    `${quantidade} ${quantidade === 1 ? 'pedido selecionado' : 'pedidos selecionados'}`,
  confirmarLote: (quantidade: number, status: string) =>
    `Alterar o status de ${quantidade} ${quantidade === 1 ? 'pedido' : 'pedidos'} para "${status}"?`,
  confirmarEntregueLote: (quantidade: number) =>
    `Tem certeza que deseja marcar ${quantidade} ${quantidade === 1 ? 'pedido' : 'pedidos'} como "Entregue"? Esta ação não poderá ser desfeita.`,
  loteTitulo: 'Resultado da alteração em lote',
  loteFalhasTitulo: 'Pedidos que não foram alterados',
  loteFalha: (id: number, motivo: string) => `Pedido #${id}: ${motivo}`,
  loteFalhaSemMotivo: 'Não foi possível alterar este pedido.',
  // The order form's fields and the placement's refusals.
  nomeCompleto: 'Nome completo é obrigatório',
  cpf: 'CPF deve estar no formato 000.000.000-00',
  nomeEmpresa: 'Nome da empresa é obrigatório',
  cnpj: 'CNPJ é obrigatório e deve estar no formato 00.000.000/0000-00',
  telefone: 'Telefone é obrigatório',
  estado: 'Estado deve ter exatamente 2 caracteres',
  cidade: 'Cidade é obrigatória',
  cep: 'CEP deve estar no formato 00000-000',
  bairro: 'Bairro é obrigatório',
  rua: 'Rua deve ter pelo menos 5 caracteres',
  numero: 'Número é obrigatório',
  quemRecebera: 'Informe quem receberá o pedido',
  complemento: 'Complemento deve ter no máximo 100 caracteres',
  pontoReferencia: 'Ponto de referência deve ter no máximo 200 caracteres',
  observacoes: 'Observações devem ter no máximo 500 caracteres',
  logoImagens: 'Pelo menos uma imagem é obrigatória',
  logoProdutos: 'Especifique em quais produtos deseja a logo extra',
  logoEntende: 'Você deve confirmar que entende que o valor pode alterar',
  imagemGrande: (arquivo: string) => `A imagem ${arquivo} é muito grande. Tamanho máximo permitido: 10MB`,
  imagemInvalida: (arquivo: string) => `O arquivo ${arquivo} não é uma imagem válida.`,
  corrijaDadosPessoais: 'Por favor, corrija os erros nos dados pessoais antes de continuar.',
  corrijaEndereco: 'Por favor, corrija os erros nos dados de endereço antes de continuar.',
  corrijaLogoExtra: 'Por favor, corrija os erros na logo extra antes de continuar.',
  carrinhoVazio: 'Seu carrinho está vazio!',
  // Ours: one cart is one order (the checkout that loses to another of the same cart, or to a change of it).
  carrinhoJaFinalizado: (numero: number | string) =>
    `Este carrinho já foi finalizado no pedido #${numero}. Confira em Meus Pedidos.`,
  carrinhoMudou: 'Seu carrinho mudou enquanto o pedido era finalizado. Confira os itens e finalize o pedido novamente.',
  /** The order's write came after its stock take's deadline: the units went back (estoqueService.ts). */
  finalizacaoDemorada: 'A finalização do pedido demorou mais que o esperado e foi interrompida. Tente novamente.',
  maximoImagens: 'Máximo de 10 imagens por pedido.',
  uploadNaoEncontrado: 'Imagem enviada não encontrada. Envie a imagem novamente.',
  idempotenciaInvalida: 'Chave de idempotência inválida.',
  formatoPedido: 'Envie o pedido como multipart/form-data ou JSON.',
  campoInvalido: (campo: string) => `O campo ${campo} é inválido.`,
  sucesso: (id: number | string) => `Pedido #${id} finalizado com sucesso! Um email foi enviado com os detalhes.`,
  // Issue 36: an order's franchise unit. Here, not in mensagens/unidades.ts, so the order screens load no more code.
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  unidade: 'Unidade',
  unidadeDoPedido: (nome: string, cnpj: string | undefined) => (cnpj ? `${nome} (CNPJ ${cnpj})` : nome),
  /** Why an order from a unit waits for approval, shown to the admin (its unit's gift budget). */
  motivoDaEspera: 'Motivo da espera',
  acimaDaVerba: (excesso: number) => `acima da verba: ${formatPreco(excesso)} além do saldo`,
} as const;

/** Spec section 8, order placement, and the checkout's upload states. */
export const mensagensFinalizar = {
  excecao: 'Erro ao finalizar pedido. Tente novamente.',
  falha: (message: string | undefined) => `Erro ao finalizar pedido: ${message || 'Erro desconhecido'}`,
  validacaoEndereco: (message: string) =>
    `Erro de validação: ${message}\n\nVerifique os campos do endereço de entrega e do endereço de faturamento.`,
  erroServidor: (status: number) => `Erro do servidor (${status})`,
  pedidoFinalizadoTitulo: 'Pedido finalizado',
} as const;

/** The checkout form's labels (spec section 2): its sections, fields, format examples and buttons. */
export const rotulosFinalizar = {
  formulario: 'Dados do pedido',
  introducao: 'Preencha os dados para finalizar o pedido. Campos marcados com',
  asterisco: 'asterisco',
  obrigatorios: 'são obrigatórios.',
  dadosPessoais: 'Dados Pessoais',
  nomeCompleto: 'Nome completo',
  cpf: 'CPF',
  nomeEmpresa: 'Nome da empresa',
  cnpj: 'CNPJ',
  telefone: 'Telefone',
  enderecoEntrega: 'Endereço de Entrega',
  enderecoFaturamento: 'Endereço de Faturamento',
  faturamentoIgual: 'Endereço de faturamento igual ao de entrega',
  estado: 'Estado (UF)',
  cidade: 'Cidade',
  cep: 'CEP',
  bairro: 'Bairro',
  rua: 'Rua',
  numero: 'Número',
  complemento: 'Complemento',
  pontoReferencia: 'Ponto de referência',
  quemRecebera: 'Quem receberá',
  observacoes: 'Observações',
  observacoesPedido: 'Observações sobre o pedido',
  logoExtra: 'Logo Extra',
  logoAdicionar: 'Adicionar logo extra',
  logoImagens: 'Imagens da logo',
  logoProdutos: 'Em quais produtos deseja a logo extra?',
  logoEntende: 'Entendo que o valor do pedido pode ser alterado',
  total: (valor: string) => `Total: ${valor}`,
  voltar: 'Voltar',
  finalizar: 'Finalizar Pedido',
  finalizando: 'Finalizando...',
  exemplos: {
    cpf: '000.000.000-00',
    cnpj: '00.000.000/0000-00',
    telefone: '(00) 00000-0000',
    estado: 'SP',
    cep: '00000-000',
  },
} as const;
