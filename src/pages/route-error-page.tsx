/** The router's error screen: 'Unexpected Application Error!' with the status or message. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main
      style={{
        maxWidth: 640,
        margin: '0 auto',
        padding: '96px 16px',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>Unexpected Application Error!</h1>
      <p>
        <code>{detail}</code>
      </p>
      <p>
        Please reload the page. If you need help right away, call us at{' '}
        <a href={`tel:${businessProfile.phone.e164}`}>{businessProfile.phone.display}</a>.
      </p>
      <p>
        <a href="/">Back to Home</a>
      </p>
    </main>
  );
}
