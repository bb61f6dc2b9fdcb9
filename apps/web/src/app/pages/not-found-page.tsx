// Any unknown route: a clear message, a way home, and the same frame as every page.
import { NotFound } from '../../components/not-found.tsx';

export default function NotFoundPage() {
  return <NotFound />;
}
