/**
 * Coded problems the Vaxia rules find in input (a might below 1, a parry of the wrong realm, a
 * vehicle doing what vehicles cannot...). Checks return these instead of throwing, so the lead can
 * turn them into diagnostics; the resolving functions throw `VaxiaInputError` with the same codes
 * when such input reaches them anyway.
 */

export interface VaxiaIssue {
    /** Stable code, `vaxia.<kebab-name>`. */
    readonly code: string;
    readonly message: string;
    readonly severity: 'error' | 'warning';
}

export const issue = (code: string, message: string, severity: 'error' | 'warning' = 'error'): VaxiaIssue => ({
    code,
    message,
    severity,
});
