import { Button } from '@modavi/ui';
import * as styles from './AuthForms.css';

/** The end of an account form: the form-level error (announced) and the submit button. */
export function FormSubmit({ error, busy, label }: { readonly error: string | null; readonly busy: boolean; readonly label: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={busy}>
        {label}
      </Button>
    </>
  );
}
