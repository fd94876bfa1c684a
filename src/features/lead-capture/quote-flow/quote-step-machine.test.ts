/**
 * The quote flow's moves between steps (docs/decisions/quote-flow.md, 'Steps in code'):
 * Continue accepted or refused, Back, the browser's history, and a refused send.
 */
import {
  quoteStepReducer,
  startQuoteSteps,
  stepForRefusedSend,
  type QuoteStepState,
} from './quote-step-machine';

const at = (step: QuoteStepState['step'], request = 3): QuoteStepState => ({
  step,
  contactGiven: false,
  focus: { target: 'heading', request },
});

describe('startQuoteSteps', () => {
  it('opens a new flow on the vehicle, taking no focus', () => {
    expect(startQuoteSteps()).toEqual({
      step: 'vehicle',
      contactGiven: false,
      focus: { target: 'heading', request: 0 },
    });
  });

  it('resumes a saved flow on its step, with its contact state', () => {
    expect(startQuoteSteps({ step: 'send', contactGiven: true })).toEqual({
      step: 'send',
      contactGiven: true,
      focus: { target: 'heading', request: 0 },
    });
  });
});

describe('quoteStepReducer', () => {
  it('goes from each step to the next on an accepted Continue, focusing the heading', () => {
    expect(quoteStepReducer(at('vehicle'), { type: 'accepted' })).toEqual({
      step: 'glass',
      contactGiven: false,
      focus: { target: 'heading', request: 4 },
    });
    expect(quoteStepReducer(at('glass'), { type: 'accepted' }).step).toBe('contact');
  });

  it('marks the contact details given once the contact step is accepted, and keeps it', () => {
    const afterContact = quoteStepReducer(at('contact'), { type: 'accepted' });
    expect(afterContact).toMatchObject({ step: 'send', contactGiven: true });
    const back = quoteStepReducer(afterContact, { type: 'back' });
    expect(back).toMatchObject({ step: 'contact', contactGiven: true });
    expect(quoteStepReducer(at('glass'), { type: 'accepted' }).contactGiven).toBe(false);
  });

  it('leaves the last step to the send: an accepted Continue there moves nothing', () => {
    const state = at('send');
    expect(quoteStepReducer(state, { type: 'accepted' })).toBe(state);
  });

  it('stays on a refused step and asks for the first problem, again on every refusal', () => {
    const once = quoteStepReducer(at('contact'), { type: 'refused' });
    expect(once).toMatchObject({ step: 'contact', focus: { target: 'problem', request: 4 } });
    const twice = quoteStepReducer(once, { type: 'refused' });
    expect(twice.focus).toEqual({ target: 'problem', request: 5 });
  });

  it('goes back one step, and not before the first', () => {
    expect(quoteStepReducer(at('send'), { type: 'back' })).toMatchObject({
      step: 'contact',
      focus: { target: 'heading', request: 4 },
    });
    const first = at('vehicle');
    expect(quoteStepReducer(first, { type: 'back' })).toBe(first);
  });

  it('shows the step of the history entry the browser moved to', () => {
    expect(quoteStepReducer(at('contact'), { type: 'history', step: 'glass' })).toMatchObject({
      step: 'glass',
      focus: { target: 'heading', request: 4 },
    });
    expect(quoteStepReducer(at('vehicle'), { type: 'history', step: 'send' }).step).toBe('send');
  });

  it('returns a refused send to the first step that shows a refused field, on the field', () => {
    expect(
      quoteStepReducer(at('send'), { type: 'send-refused', fields: ['phone', 'quote.glass'] }),
    ).toMatchObject({ step: 'glass', focus: { target: 'problem', request: 4 } });
    expect(
      quoteStepReducer(at('send'), { type: 'send-refused', fields: ['quote.year'] }).step,
    ).toBe('vehicle');
  });

  it('keeps a refused send on the send step for a window taken meanwhile, on the heading', () => {
    expect(
      quoteStepReducer(at('send'), {
        type: 'send-refused',
        fields: ['email', 'quote.appointmentWindow'],
      }),
    ).toMatchObject({ step: 'send', focus: { target: 'heading', request: 4 } });
  });
});

describe('stepForRefusedSend', () => {
  it('finds the step by schema path, nested paths included', () => {
    expect(stepForRefusedSend(['quote.features.rainSensor'], 'send')).toBe('glass');
    expect(stepForRefusedSend(['consentPrivacyPolicy'], 'send')).toBe('contact');
    expect(stepForRefusedSend(['vinNumber'], 'send')).toBe('vehicle');
  });

  it('stays where it is for a field no step shows', () => {
    expect(stepForRefusedSend(['formToken'], 'send')).toBe('send');
  });
});
