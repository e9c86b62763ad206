import { LoadingScreen } from '@/components/ui/spinner';

export default function Loading() {
  return <LoadingScreen />;
}
