import { isIPv6, type Socket } from 'node:net';

/**
 * A socket's peer as Azure's front ends write it in X-Forwarded-For and client-ip: `address:port`, IPv6 in
 * brackets, an IPv4 client of a dual-stack socket as plain IPv4.
 */
export function peerAddress(socket: Socket): string {
  const address = (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return `${isIPv6(address) ? `[${address}]` : address}:${socket.remotePort ?? 0}`;
}

/**
 * X-Forwarded-For as a hop that received the request on `socket` passes it on: its peer appended after
 * whatever the request already carried, which stays as the client (or an earlier hop) wrote it.
 */
export function appendForwardedFor(received: string | string[] | undefined, socket: Socket): string {
  return [received, peerAddress(socket)].flat().filter(Boolean).join(', ');
}
