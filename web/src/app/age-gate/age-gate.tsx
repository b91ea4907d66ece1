import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { paths } from '../../config/paths';
import { AGE_KNOWN_CLASS } from '../../config/age-gate';
import { isCrawler, isOpenPath, readConfirmed, rememberConfirmed } from './age-gate-rules';
import './age-gate.css';

type Answer = 'pending' | 'unanswered' | 'adult' | 'under-age';

/** The stored answer never changes behind the page's back: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * The 21+ gate of a first visit: a modal dialog that asks for a clear confirmation, remembered in this
 * browser. Under 21 gets a polite goodbye and stays out. Crawlers and the legal pages skip it.
 */
export function AgeGate() {
  const { pathname } = useLocation();
  // The browser's stored answer; null on the server and while hydrating its page, which therefore shows no gate.
  const stored = useSyncExternalStore(unchanging, readConfirmed, () => null);
  const [given, setAnswer] = useState<Exclude<Answer, 'pending'> | null>(null);
  const answer: Answer = given ?? (stored === null ? 'pending' : stored ? 'adult' : 'unanswered');
  const exempt = isOpenPath(pathname) || (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent));
  const open = answer !== 'pending' && answer !== 'adult' && !exempt;

  // Until the answer is known the page stays hidden from a visitor not known to be 21+ (age-check-script.ts).
  useEffect(() => {
    if (answer !== 'pending') document.documentElement.classList.add(AGE_KNOWN_CLASS);
  }, [answer]);

  const adultRef = useRef<HTMLButtonElement>(null);
  const mistakeRef = useRef<HTMLButtonElement>(null);
  // The pressed button goes away with the answer: focus moves to the one that replaces it.
  useEffect(() => {
    if (answer === 'under-age') mistakeRef.current?.focus();
    else if (answer === 'unanswered') adultRef.current?.focus();
  }, [answer]);

  const confirm = () => {
    rememberConfirmed();
    setAnswer('adult');
  };

  const underAge = answer === 'under-age';
  return (
    <Dialog
      open={open}
      title={underAge ? 'Sorry, you cannot enter' : 'Are you 21 or older?'}
      // A required answer: Escape and the backdrop do not dismiss it.
      dismissible={false}
      onClose={() => undefined}
      initialFocusRef={adultRef}
      className="age-gate"
      actions={
        underAge ? (
          <button ref={mistakeRef} type="button" className="btn btn--secondary" onClick={() => setAnswer('unanswered')}>
            I answered by mistake
          </button>
        ) : (
          <>
            <button ref={adultRef} type="button" className="btn btn--primary" onClick={confirm}>
              I am 21 or older
            </button>
            <Button variant="secondary" onClick={() => setAnswer('under-age')}>
              I am under 21
            </Button>
          </>
        )
      }
    >
      {underAge ? (
        <p>
          You must be 21 or older to visit this shop. Thank you for stopping by, and please come back when you are 21.
        </p>
      ) : (
        <>
          <p>
            ESI Vape &amp; Smoke Shop sells nicotine and smoke-shop products to adults of legal purchase age only.
            Please confirm that you are 21 or older to enter.
          </p>
          <p className="age-gate__legal">
            By entering you accept our <Link to={paths.terms()}>Terms of Service</Link> and{' '}
            <Link to={paths.privacyPolicy()}>Privacy Policy</Link>.
          </p>
        </>
      )}
    </Dialog>
  );
}
