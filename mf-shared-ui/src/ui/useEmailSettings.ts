import type { EmailPreferences, EmailPreferencesFormProps } from './EmailPreferencesForm';
import { notify } from './notify';

/** What the hook needs of the page's GET query result (RTK Query's `useXQuery()` fits). */
export interface EmailSettingsQuery {
  data?: EmailPreferences;
  isError: boolean;
}

/** What the hook needs of the page's PUT mutation (RTK Query's `useXMutation()` tuple fits). */
export type EmailSettingsMutation = readonly [
  (next: EmailPreferences) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

/** The page's toasts after a save, in its own namespace. */
export interface EmailSettingsTexts {
  saved: string;
  saveFailed: string;
}

/**
 * Binds a role's e-mail preference endpoints to `EmailPreferencesForm`: the stored value, the load error, the
 * saving state, and a save on each change with a success or error toast. A failed save leaves the stored value
 * (the switch shows what is really stored). Spread the result onto the form.
 */
export function useEmailSettings(
  query: EmailSettingsQuery,
  mutation: EmailSettingsMutation,
  texts: EmailSettingsTexts,
): Pick<EmailPreferencesFormProps, 'value' | 'failed' | 'saving' | 'onChange'> {
  const [save, { isLoading }] = mutation;
  const { data } = query;
  return {
    value: data && { locale: data.locale, email_off: data.email_off },
    failed: query.isError,
    saving: isLoading,
    onChange: (next) =>
      void save(next)
        .unwrap()
        .then(
          () => notify({ color: 'success', title: texts.saved, timeout: 2000 }),
          () => notify({ color: 'error', title: texts.saveFailed }),
        ),
  };
}
