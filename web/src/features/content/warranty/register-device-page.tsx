import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/status-text';
import { paths } from '../../../config/paths';
import { RegisterDeviceFormDocument } from '../../../graphql/__generated__/graphql';
import { WarrantyForm } from './warranty-form';
import './warranty.css';

/** The device registration route: register a pod device for its six-month warranty (spec sections 2 and 3). */
export function RegisterDevicePage() {
  const { data, loading, error, refetch } = useQuery(RegisterDeviceFormDocument);
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the message: focus follows, so a screen reader hears it.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  return (
    <ContentPage
      title="Register Your Device"
      documentTitle="Device Registration"
      crumbs={[{ label: 'ESI PRO', to: paths.proDevice() }]}
      lead="Register your ESI device for its six-month limited warranty. You will find the lot number on the box."
    >
      {thanks ? (
        <section className="warranty-thanks" aria-labelledby="warranty-thanks-title">
          <h2 id="warranty-thanks-title" ref={thanksRef} tabIndex={-1}>
            {thanks}
          </h2>
          <p>Keep your receipt: we may ask for it with a warranty claim.</p>
          <p>
            <Link to={paths.home()} className="btn btn--primary">
              Back to Home
            </Link>
          </p>
        </section>
      ) : loading && !data ? (
        <LoadingText />
      ) : error || !data ? (
        <LoadError lead="The form could not be loaded. " error={error} onRetry={refetch} />
      ) : (
        <WarrantyForm deviceOptions={data.deviceOptions} states={data.usStates} onRegistered={setThanks} />
      )}
    </ContentPage>
  );
}
