import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { offerQuestion, unownedTotal } from '../../lib/syncRules.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { signOutQuestionAtom, syncOfferAtom } from './syncAtoms.ts';
import { answerSyncOffer } from './syncClient.ts';
import { OFFER_COPY, SIGN_OUT_UNSENT_COPY } from './syncText.ts';

/** The offer made on first sign-in, and the question asked when a sign-out would lose changes. */
export default function SyncDialogs() {
  const store = useStore();
  const offer = useAtomValue(syncOfferAtom);
  const question = useAtomValue(signOutQuestionAtom);
  const [answering, setAnswering] = useState(false);

  const answer = (keep: boolean) => {
    if (!offer) return;
    setAnswering(true);
    answerSyncOffer(offer.userId, keep, store)
      .catch((error: unknown) => console.error('Could not keep the data in the account', error))
      .finally(() => setAnswering(false));
  };

  return (
    <>
      <Dialog
        open={offer !== null}
        onOpenChange={(open) => {
          if (!open) answer(false);
        }}
        title={offer ? offerQuestion(offer.counts) : ''}
        description={offer ? OFFER_COPY.description(unownedTotal(offer.counts)) : ''}
        variant="center"
        footer={
          <div className="account-dialog__actions">
            <Button variant="ghost" disabled={answering} onClick={() => answer(false)}>
              {OFFER_COPY.decline}
            </Button>
            <Button disabled={answering} onClick={() => answer(true)}>
              {OFFER_COPY.keep}
            </Button>
          </div>
        }
      />
      <Dialog
        open={question !== null}
        onOpenChange={(open) => {
          if (!open) question?.answer('stay');
        }}
        title={SIGN_OUT_UNSENT_COPY.title}
        description={question ? SIGN_OUT_UNSENT_COPY.description(question.unsent) : ''}
        variant="center"
        footer={
          <div className="account-dialog__actions">
            <Button variant="ghost" onClick={() => question?.answer('sign-out')}>
              {SIGN_OUT_UNSENT_COPY.signOut}
            </Button>
            <Button onClick={() => question?.answer('stay')}>{SIGN_OUT_UNSENT_COPY.stay}</Button>
          </div>
        }
      />
    </>
  );
}
