import { chromium } from '@playwright/test';
import { pedidoCriadoResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromiumLaunch.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { baseForm, comprarEm, logoPng, multipart } from './requisicoesPedido.ts';
import { emailsTo } from './usuariosDeTeste.ts';

const emailUrl = inject('emailUrl');
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let shop: Awaited<ReturnType<typeof comprarEm>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
  shop = await comprarEm(api);
});
afterAll(() => api.close());

const faturamento = {
  estado: 'MG',
  cidade: 'Belo Horizonte',
  cep: '30130-010',
  bairro: 'Funcionários',
  rua: 'Avenida Afonso Pena',
  numero: '1500',
  // Long unbroken words, as people type them, must wrap instead of widening the e-mail.
  complemento: 'Conjunto-1203-Torre-Empresarial-Norte-Bloco-B-Andar-12',
  ponto_referencia: 'Em frente à praça',
};
const observacoes =
  'Ligar antes: <b>Ana</b> & equipe.\nNota fiscal para compras.departamento.financeiro@agrofranquia-exemplo.com.br';
const logoProdutos = 'Camisetas "polo" & canecas';

/** Places the shopper's cart as an order and returns the confirmation the e-mail sink received. */
async function orderAndEmail(fields: Record<string, unknown>, images: Buffer[] = []) {
  const { user, headers } = await shop.shopperWithCart();
  const files = images.map((content, index) => ({ name: `logo-${index + 1}.png`, content }));
  const { status, body } = await shop.placeOrder(headers, multipart(fields, files));
  expect(status).toBe(201);
  const { pedido } = pedidoCriadoResponseSchema.parse(body);
  const [email] = await emailsTo(emailUrl, user.email);
  if (!email) throw new Error(`no e-mail for order ${pedido.id}`);
  expect(email.subject).toContain(`#${pedido.id}`);
  return email;
}

/** Every numeric width set on an element (attribute or style), max-width aside. */
const fixedWidths = (html: string) =>
  [...html.matchAll(/(?<![-\w])width\s*(?:=\s*"|:\s*)(\d+)(?!\d*%)/g)].map((match) => Number(match[1]));

describe('order confirmation e-mail with a separate billing address, observations and an extra logo', () => {
  let email: Awaited<ReturnType<typeof orderAndEmail>>;

  beforeAll(async () => {
    const png = await logoPng();
    email = await orderAndEmail(
      {
        ...baseForm(),
        endereco_entrega_igual_faturamento: 'false',
        dados_faturamento: faturamento,
        observacoes,
        logo_extra: { produtos: logoProdutos, entende_alteracao_valor: true },
      },
      [png, png],
    );
  });

  it('carries them in both parts, HTML-escaped', () => {
    const billing = [
      'Endereço de faturamento',
      'Avenida Afonso Pena, 1500 - Conjunto-1203-Torre-Empresarial-Norte-Bloco-B-Andar-12',
      'Funcionários - Belo Horizonte/MG',
      'CEP 30130-010',
      'Ponto de referência: Em frente à praça',
    ];
    const logo = [
      'Logo extra',
      'Produtos: Camisetas "polo" & canecas',
      '2 imagens enviadas',
      'o valor do pedido pode ser alterado',
    ];
    for (const expected of [...billing, 'Observações', observacoes, ...logo]) {
      expect(email.text).toContain(expected);
    }
    expect(email.text).not.toContain('mesmo da entrega');

    for (const expected of [...billing, ...logo]) {
      expect(email.html).toContain(expected.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    }
    expect(email.html).toContain(
      'Ligar antes: &lt;b&gt;Ana&lt;/b&gt; &amp; equipe.<br>Nota fiscal para compras.departamento.financeiro@agrofranquia-exemplo.com.br',
    );
    expect(email.html).not.toContain('<b>Ana</b>');
    expect(email.html).toContain('Camiseta Polo Bordada');
    expect(email.html).toContain('R$ 219,70');
  });

  it('is fluid: no fixed width wider than a phone, a max-width instead', () => {
    expect(email.html).toMatch(/max-width:\s*\d+px/);
    expect(email.html).not.toMatch(/(?<![-\w])width(="560"|:\s*560px)/);
    for (const width of fixedWidths(email.html)) expect(width).toBeLessThanOrEqual(320);
  });

  it('fits a 320–390 px phone screen in Chromium without sideways scrolling', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (const width of [390, 320]) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.setContent(email.html);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(
          width,
        );
        if (width === 390) await page.screenshot({ path: '/tmp/order-email-390.png', fullPage: true });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});

describe('order confirmation e-mail with billing = delivery', () => {
  it('says billing is the delivery address when the shopper ticked it, and leaves out empty sections', async () => {
    const email = await orderAndEmail({ ...baseForm(), observacoes: '' });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Endereço de faturamento');
      expect(part).toContain('O endereço de faturamento é o mesmo da entrega.');
      expect(part).not.toContain('Observações');
      expect(part).not.toContain('Logo extra');
    }
  });
});
