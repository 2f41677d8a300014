import { DESIGN_PROJECTS } from '../../content/account.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { clampProgress } from './accountRules.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** Every design project, with 'Continue' for those in progress and 'Edit' for the rest. */
export function DesignsTab() {
  return (
    <section className="account-block" aria-labelledby="designs-title">
      <h2 id="designs-title" className="account-block__title">
        My Designs
      </h2>
      <ul className="project-grid">
        {DESIGN_PROJECTS.map((project) => {
          const inProgress = project.status === 'in_progress';
          const progress = clampProgress(project.progress);
          return (
            <li key={project.id} className="project-card">
              <img
                className="project-card__image"
                src={project.thumbnail.src}
                alt={project.thumbnail.alt}
                width={project.thumbnail.width}
                height={project.thumbnail.height}
                loading="lazy"
              />
              <div className="project-card__body">
                <StatusBadge status={project.status} />
                <h3 className="project-card__name">{project.name}</h3>
                <p className="account-muted">
                  {project.roomType} · Edited {project.lastEdited}
                </p>
                <ul className="project-card__tags" aria-label="Tags">
                  {project.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
                {inProgress ? (
                  <div className="design-progress">
                    <p className="design-progress__text" aria-hidden="true">
                      <span>Progress</span>
                      <span>{progress}% complete</span>
                    </p>
                    <ProgressBar
                      value={progress}
                      label={`${project.name} progress`}
                      valueText={`${progress}% complete`}
                      hideLabel
                    />
                  </div>
                ) : null}
                <div>
                  <ButtonLink
                    href="/design-dashboard"
                    size="sm"
                    variant={inProgress ? 'primary' : 'secondary'}
                  >
                    {inProgress ? 'Continue' : 'Edit'}
                    <span className="visually-hidden">, {project.name}</span>
                  </ButtonLink>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
