/** The portal's sprout mark (same drawing as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f5130" />
      <path d="M32 50V30" stroke="#f4e9c8" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 32c-10 0-16-6-16-16 10 0 16 6 16 16zM32 28c0-9 5-14 14-14 0 9-5 14-14 14z" fill="#9cc36b" />
    </svg>
  );
}
