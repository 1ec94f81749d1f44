import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress } from '../../src/app/clientAddress.ts';

const cabecalhos = (valores: Record<string, string>) => new Headers(valores);

describe('the client address the platform saw', () => {
  it('linked: the entry Static Web Apps appended, just before the front end’s own hop', () => {
    // As svelte-adapter-azure-swa#71 saw it on Azure: the client, then Static Web Apps' hop (client-ip).
    const azure = { 'x-forwarded-for': '8.23.191.142:52987, [fd00::d63d:e0b8:bc35:12be:2e17:f3af]:64909' };
    const frente = { 'client-ip': '[fd00::d63d:e0b8:bc35:12be:2e17:f3af]:64909' };
    expect(clientAddress(cabecalhos({ ...azure, ...frente }), 'linked')).toBe('8.23.191.142');
    // What the client wrote there itself stays to the left, and is never read.
    const forjado = { 'x-forwarded-for': `1.2.3.4, 5.6.7.8:1, ${azure['x-forwarded-for']}` };
    expect(clientAddress(cabecalhos({ ...forjado, ...frente }), 'linked')).toBe('8.23.191.142');
  });

  it('linked: if the front end appended nothing, the last entry is Static Web Apps’ own', () => {
    const semSalto = { 'x-forwarded-for': '9.9.9.9, 8.23.191.142:52987', 'client-ip': '[fd00::1]:64909' };
    expect(clientAddress(cabecalhos(semSalto), 'linked')).toBe('8.23.191.142');
  });

  it('direct: the front end’s client-ip, whatever X-Forwarded-For says', () => {
    const pedido = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7:443', 'client-ip': '203.0.113.7:443' };
    expect(clientAddress(cabecalhos(pedido), 'direct')).toBe('203.0.113.7');
    expect(clientAddress(cabecalhos({ 'x-forwarded-for': '1.2.3.4', 'client-ip': '198.51.100.2:9' }), 'direct')).toBe(
      '198.51.100.2',
    );
  });

  it('a caller the platform says nothing of is one unknown client', () => {
    expect(clientAddress(cabecalhos({}), 'linked')).toBe('desconhecido');
    expect(clientAddress(cabecalhos({}), 'direct')).toBe('desconhecido');
    expect(clientAddress(cabecalhos({ 'x-forwarded-for': 'lixo, <script>' }), 'linked')).toBe('desconhecido');
  });

  it('reads ports off, IPv4 inside IPv6 as IPv4, and an IPv6 client by its /64', () => {
    expect(normalizeAddress('203.0.113.7:52987')).toBe('203.0.113.7');
    expect(normalizeAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress('[::ffff:203.0.113.7]:80')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:db8:1:2:aaaa::1]:443')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(normalizeAddress('exemplo.com:80')).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });
});
