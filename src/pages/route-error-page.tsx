/** The router's error screen: 'Unexpected Application Error!' with the status or message. */
import styled from '@emotion/styled';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';

const Main = styled.main(({ theme }) => ({
  maxWidth: theme.measure.md,
  margin: '0 auto',
  padding: `${theme.space[12]} ${theme.space[2]}`,
  fontFamily: 'system-ui, sans-serif',
}));

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Main>
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
    </Main>
  );
}
