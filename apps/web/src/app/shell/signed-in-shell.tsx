import { useLocation } from 'react-router';
import { itemQuestionTypes } from '@prepwise/contracts';
import { CenteredLoader } from '../../components/ui/centered-loader';
import { HomeFirstView } from '../../features/home';
import { QuestionTypeFirstView, typePath } from '../../features/practice';
import { paths } from '../../lib/routes';
import { LearnerFrame } from '../layouts/learner-frame';
import '../../lib/signed-in-texts';

/**
 * The first view of a page behind sign-in, prerendered at build time and sent as the page's HTML
 * (react-router.config.ts): the learner's frame around the page's own first view (what it shows
 * the same for everyone, skeletons where the learner's data goes). It paints before any script;
 * once the learner is loaded (the private area's route loader) the page itself takes its place. A
 * visitor without a token never sees it (boot.js).
 */
export function SignedInShell() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const type = itemQuestionTypes.find((candidate) => typePath(candidate) === path);
  const content =
    path === paths.home ? <HomeFirstView /> : type ? <QuestionTypeFirstView type={type} /> : null;
  if (!content) return <CenteredLoader minHeight="100vh" />;
  // The marker wraps the frame too (its navigation is part of the first view); it adds no box.
  return (
    <div data-signed-in-shell style={{ display: 'contents' }}>
      <LearnerFrame isSidebarByStylesheet>{content}</LearnerFrame>
    </div>
  );
}
