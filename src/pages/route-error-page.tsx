/**
 * The error screen: 'Unexpected Application Error!' with the message, in place of the whole
 * site when a page throws while rendering or its module cannot load.
 */
import styled from '@emotion/styled';
import { Component, type ReactNode } from 'react';
import { businessProfile } from '@/content/business-profile';
import { telHref } from '@/domain/contact-links';

const Main = styled.main(({ theme }) => ({
  maxWidth: theme.measure.md,
  margin: '0 auto',
  padding: `${theme.space[12]} ${theme.space[2]}`,
  fontFamily: 'system-ui, sans-serif',
}));

function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Main>
      <h1>Unexpected Application Error!</h1>
      <p>
        <code>{detail}</code>
      </p>
      <p>
        Please reload the page. If you need help right away, call us at{' '}
        <a href={telHref(businessProfile.phone.e164)}>{businessProfile.phone.display}</a>.
      </p>
      <p>
        <a href="/">Back to Home</a>
      </p>
    </Main>
  );
}

interface BoundaryProps {
  /** The current path: navigating elsewhere (the back button) leaves the error screen. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname?: string;
  failure?: { error: unknown };
}

/** Shows the error screen in place of what threw, until the path changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, failure: undefined };
  }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } };
  }

  override render() {
    return this.state.failure ? (
      <RouteErrorPage error={this.state.failure.error} />
    ) : (
      this.props.children
    );
  }
}
