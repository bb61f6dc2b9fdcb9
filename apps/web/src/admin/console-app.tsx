// The console's route tree under /admin: each screen its own lazily loaded chunk; a visitor
// sees the login screen, a member the sections their role opens.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { roleMayCall } from '@bazaar/contract/console/endpoints';
import { ConsoleLayout, SECTIONS } from './console-layout.tsx';
import { useConsole } from './console-session.tsx';

const LoginScreen = lazy(() => import('./screens/login-screen.tsx'));
const InviteScreen = lazy(() => import('./screens/invite-screen.tsx'));
const OrdersScreen = lazy(() => import('./screens/orders-screen.tsx'));
const OrderScreen = lazy(() => import('./screens/order-screen.tsx'));
const SellersScreen = lazy(() => import('./screens/sellers-screen.tsx'));
const CustomersScreen = lazy(() => import('./screens/customers-screen.tsx'));
const CustomerScreen = lazy(() => import('./screens/customer-screen.tsx'));
const ProductsScreen = lazy(() => import('./screens/products-screen.tsx'));
const StaffScreen = lazy(() => import('./screens/staff-screen.tsx'));
const AuditScreen = lazy(() => import('./screens/audit-screen.tsx'));

function Loading() {
  const { say } = useConsole();
  return <p role="status">{say('loading')}</p>;
}

export function ConsoleApp() {
  const { staff } = useConsole();
  if (staff === undefined) return <Loading />;
  const guarded = (element: ReactNode) => (staff ? element : <Navigate to="/login" replace />);
  const home = staff
    ? SECTIONS.find((section) => roleMayCall(section.needs, staff.role))
    : undefined;
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login" element={staff ? <Navigate to="/" replace /> : <LoginScreen />} />
        <Route path="/invite" element={<InviteScreen />} />
        <Route element={guarded(<ConsoleLayout />)}>
          <Route index element={<Navigate to={home?.path ?? '/login'} replace />} />
          <Route path="/orders" element={<OrdersScreen />} />
          <Route path="/orders/:id" element={<OrderScreen />} />
          <Route path="/seller-requests" element={<SellersScreen />} />
          <Route path="/customers" element={<CustomersScreen />} />
          <Route path="/customers/:id" element={<CustomerScreen />} />
          <Route path="/products" element={<ProductsScreen />} />
          <Route path="/staff" element={<StaffScreen />} />
          <Route path="/audit" element={<AuditScreen />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
