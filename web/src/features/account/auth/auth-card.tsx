import type { ReactNode } from 'react';
import '../account-forms.css';
import './auth.css';

export interface AuthCardProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (forgot password, sign up …). */
  footer?: ReactNode;
}

/** The frame of the login, sign-up and recovery screens: one card in the middle of the page. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="auth-page container" aria-labelledby="auth-title">
      <div className="auth-card">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </section>
  );
}
