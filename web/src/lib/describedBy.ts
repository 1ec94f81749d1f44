// Its own module, apart from the form library's hooks: a dialog without a form (the shop's quantity and size
// dialogs) uses it without loading react-hook-form on the shop's first screen.

/** The ids that describe a control, space-separated, or undefined when none applies. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
