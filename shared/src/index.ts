import './zodLocale.ts';

export * from './domain/permissions.ts';
export * from './domain/statusPedido.ts';
export * from './domain/uploads.ts';
export * from './format/datas.ts';
export * from './format/masks.ts';
export * from './format/money.ts';
export * from './messages.ts';
export * from './schemas/auth.ts';
export * from './schemas/carrinho.ts';
export * from './schemas/configPublica.ts';
export * from './schemas/error.ts';
export * from './schemas/health.ts';
export * from './schemas/logs.ts';
export * from './schemas/pedido.ts';
export * from './schemas/pedidosConsulta.ts';
export * from './schemas/produto.ts';
export * from './schemas/uploads.ts';
