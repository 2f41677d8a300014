import { forwardRef, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { User } from '@supabase/supabase-js';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { PROFILE_MESSAGES, updateProfile, type ProfileChanges } from '../auth/index.ts';

type Outcome = { kind: 'offline' | 'signed-out' | 'failed'; message: string } | null;

function valuesOf(user: User | null): ProfileChanges {
  const fullName = user?.user_metadata?.full_name;
  return {
    fullName: typeof fullName === 'string' ? fullName : '',
    phone: user?.phone ?? '',
  };
}

interface ProfileFormProps {
  user: User | null;
}

/**
 * Full Name, Email (read-only) and Phone Number, saved with `updateUser` when signed in and
 * online. Offline or signed out, it says so and keeps every typed value.
 */
export const ProfileForm = forwardRef<HTMLInputElement, ProfileFormProps>(function ProfileForm(
  { user },
  fullNameRef,
) {
  const [values, setValues] = useState<ProfileChanges>(() => valuesOf(user));
  // The fields typed into since the form showed: the account that arrives after the page (its
  // session is read once the app has started) fills in only the others, so what a quick user
  // typed into the signed-out form stays. Another account starts afresh.
  const [typed, setTyped] = useState<Partial<Record<keyof ProfileChanges, true>>>({});
  const [shownFor, setShownFor] = useState(user?.id ?? null);
  if ((user?.id ?? null) !== shownFor) {
    const keep = shownFor === null ? typed : {};
    const fresh = valuesOf(user);
    setShownFor(user?.id ?? null);
    setTyped(keep);
    setValues({
      fullName: keep.fullName ? values.fullName : fresh.fullName,
      phone: keep.phone ? values.phone : fresh.phone,
    });
  }
  const edit = (field: keyof ProfileChanges, value: string) => {
    setValues({ ...values, [field]: value });
    setTyped({ ...typed, [field]: true });
  };
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = { name: useId(), email: useId(), phone: useId(), outcome: useId() };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    const result = await updateProfile(values);
    setSaving(false);
    switch (result.status) {
      case 'saved':
        notify(PROFILE_MESSAGES.saved);
        break;
      case 'offline':
        setOutcome({ kind: 'offline', message: PROFILE_MESSAGES.offline });
        break;
      case 'signed-out':
        setOutcome({ kind: 'signed-out', message: PROFILE_MESSAGES.signedOut });
        break;
      case 'failed':
        setOutcome({ kind: 'failed', message: result.message });
        break;
    }
  };

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="profile-form__fields">
        <div className="field">
          <label className="field__label" htmlFor={ids.name}>
            Full Name
          </label>
          <input
            ref={fullNameRef}
            id={ids.name}
            name="fullName"
            className="field__input"
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => edit('fullName', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.email}>
            Email
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            className="field__input"
            value={user?.email ?? ''}
            disabled
            aria-describedby={`${ids.email}-hint`}
          />
          <p id={`${ids.email}-hint`} className="field__hint">
            Your sign-in address can't be changed here.
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.phone}>
            Phone Number
          </label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            className="field__input"
            autoComplete="tel"
            inputMode="tel"
            value={values.phone}
            onChange={(event) => edit('phone', event.target.value)}
          />
        </div>
      </div>
      {outcome ? (
        <div
          id={ids.outcome}
          className={`profile-form__notice profile-form__notice--${outcome.kind}`}
          role="alert"
        >
          <p>{outcome.message}</p>
          {outcome.kind === 'signed-out' ? (
            <p>
              <Link href="/auth">Sign in</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
});
