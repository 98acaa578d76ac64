import { useEffect, useState } from 'react';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'mf_shared_ui/validation';
import { passwordPolicy } from './auth/firebase';
import type { Role } from './paths';

/** The pool's password policy (default minimum 6 until / unless the identity service tells otherwise). */
export function usePasswordPolicy(role: Role): PasswordPolicy {
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    let alive = true;
    void passwordPolicy(role).then((p) => alive && setPolicy(p));
    return () => {
      alive = false;
    };
  }, [role]);
  return policy;
}
