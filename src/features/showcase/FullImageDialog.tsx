import type { SampleImage } from '../../content/samples.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import './FullImageDialog.css';

export interface FullImageSubject {
  title: string;
  description: string;
  before: SampleImage;
  after: SampleImage;
}

/** A room before and after, as large as the screen allows. */
export function FullImageDialog({
  subject,
  onClose,
}: {
  subject: FullImageSubject | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant="fullscreen"
      title={subject?.title ?? ''}
      description={subject?.description ?? ''}
    >
      {subject ? (
        <div className="full-image">
          {(
            [
              ['Before', subject.before],
              ['After', subject.after],
            ] as const
          ).map(([label, image]) => (
            <figure key={label} className="full-image__figure">
              <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
              <figcaption>{label}</figcaption>
            </figure>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
