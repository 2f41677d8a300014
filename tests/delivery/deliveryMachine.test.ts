// @vitest-environment node
import {
  INITIAL_DELIVERY_STATE,
  deliveryReducer,
  type DeliveryEvent,
  type DeliveryState,
} from '../../src/features/delivery/deliveryMachine.ts';

function run(...events: DeliveryEvent[]): DeliveryState {
  return events.reduce(deliveryReducer, INITIAL_DELIVERY_STATE);
}

describe('the delivery checker', () => {
  it('starts idle with an empty field', () => {
    expect(INITIAL_DELIVERY_STATE).toMatchObject({ status: 'idle', postcode: '', notified: false });
  });

  it('checks a typed postcode, then answers available', () => {
    const checking = run({ type: 'edit', postcode: ' 90210 ' }, { type: 'check' });
    expect(checking).toMatchObject({ status: 'checking', checkedPostcode: '90210' });
    expect(deliveryReducer(checking, { type: 'answer' }).status).toBe('available');
  });

  it('answers unavailable for an area it does not serve', () => {
    expect(
      run({ type: 'edit', postcode: 'ZZZ' }, { type: 'check' }, { type: 'answer' }).status,
    ).toBe('unavailable');
  });

  it('does nothing when the postcode is blank after trimming', () => {
    expect(run({ type: 'check' })).toEqual(INITIAL_DELIVERY_STATE);
    expect(run({ type: 'edit', postcode: '   ' }, { type: 'check' }).status).toBe('idle');
  });

  it('ignores an answer that is not awaited and edits once a check has started', () => {
    expect(run({ type: 'answer' }).status).toBe('idle');
    const checking = run({ type: 'edit', postcode: '90210' }, { type: 'check' });
    expect(deliveryReducer(checking, { type: 'edit', postcode: 'ZZZ' }).postcode).toBe('90210');
    expect(deliveryReducer(checking, { type: 'check' })).toBe(checking);
  });

  it('"Check Another Area" returns to an empty idle state', () => {
    const answered = run(
      { type: 'edit', postcode: 'ZZZ' },
      { type: 'check' },
      { type: 'answer' },
      { type: 'edit-notify', email: 'maya@example.com' },
      { type: 'notified' },
    );
    expect(answered.notified).toBe(true);
    expect(deliveryReducer(answered, { type: 'reset' })).toEqual(INITIAL_DELIVERY_STATE);
  });

  it('sets the notified flag only for a non-blank email in the unavailable state', () => {
    const unavailable = run(
      { type: 'edit', postcode: 'ZZZ' },
      { type: 'check' },
      { type: 'answer' },
    );
    expect(deliveryReducer(unavailable, { type: 'notified' }).notified).toBe(false);
    const blank = deliveryReducer(unavailable, { type: 'edit-notify', email: '   ' });
    expect(deliveryReducer(blank, { type: 'notified' }).notified).toBe(false);
    const filled = deliveryReducer(unavailable, { type: 'edit-notify', email: 'maya' });
    expect(deliveryReducer(filled, { type: 'notified' }).notified).toBe(true);

    const available = run(
      { type: 'edit', postcode: '90210' },
      { type: 'check' },
      { type: 'answer' },
    );
    const typed = deliveryReducer(available, { type: 'edit-notify', email: 'maya' });
    expect(deliveryReducer(typed, { type: 'notified' }).notified).toBe(false);
  });

  describe('auto-detect', () => {
    it('puts "Auto-detected location" in the field and runs the check', () => {
      const state = run({ type: 'locate' }, { type: 'located' });
      expect(state).toMatchObject({
        status: 'checking',
        postcode: 'Auto-detected location',
        checkedPostcode: 'Auto-detected location',
        locating: false,
      });
    });

    it('keeps the field usable and says why when no position comes', () => {
      const state = run(
        { type: 'edit', postcode: 'SW1' },
        { type: 'locate' },
        { type: 'locate-failed', reason: 'denied' },
      );
      expect(state).toMatchObject({ status: 'idle', postcode: 'SW1', locationError: 'denied' });
      const edited = deliveryReducer(state, { type: 'edit', postcode: 'SW1A' });
      expect(edited).toMatchObject({ postcode: 'SW1A', locationError: null });
      expect(deliveryReducer(edited, { type: 'check' }).status).toBe('checking');
    });

    it('drops a position that arrives after the user checked by hand or started over', () => {
      const byHand = run(
        { type: 'locate' },
        { type: 'edit', postcode: '90210' },
        { type: 'check' },
        { type: 'located' },
      );
      expect(byHand).toMatchObject({ status: 'checking', checkedPostcode: '90210' });
      expect(run({ type: 'locate' }, { type: 'reset' }, { type: 'located' })).toEqual(
        INITIAL_DELIVERY_STATE,
      );
    });
  });
});
