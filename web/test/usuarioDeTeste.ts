/** The franchisee the session tests store: a work account with a verified e-mail. */
export const usuarioAna = {
  id: 'u1',
  username: 'ana',
  email: 'ana@franquia.dev',
  role: 'user' as const,
  can_manage_products: false,
  email_verified: true,
  origem: 'microsoft' as const,
};
