/**
 * Every admin path (DESIGN §5) and the screens behind the login. The one pre-rendered shell
 * (site/pages/admin/index.astro) is served for all of them; this switch picks the screen.
 */
import { Route, Switch } from 'wouter';
import { AdminLayout } from '../components/AdminLayout';
import { AuthGuard } from '../components/AuthGuard';
import { NotFound } from '../components/NotFound';
import { AccountsPage } from './AccountsPage';
import { AuditLogPage } from './AuditLogPage';
import { AuthorsPage } from './AuthorsPage';
import { CategoriesPage } from './CategoriesPage';
import { ClicksPage } from './ClicksPage';
import { ContactInboxPage } from './ContactInboxPage';
import { CronPage } from './CronPage';
import { DashboardPage } from './DashboardPage';
import { DynamicRenderingPage } from './DynamicRenderingPage';
import { LocaleConfigsPage } from './LocaleConfigsPage';
import { LoginLocksPage } from './LoginLocksPage';
import { LoginPage } from './LoginPage';
import { MediaItemPage } from './MediaItemPage';
import { MediaPage } from './MediaPage';
import { PostEditPage } from './PostEditPage';
import { PostNewPage } from './PostNewPage';
import { PasswordPage } from './PasswordPage';
import { PostsListPage } from './PostsListPage';
import { ProductEditPage } from './ProductEditPage';
import { ProductNewPage } from './ProductNewPage';
import { ProductReviewsPage } from './ProductReviewsPage';
import { ProductsListPage } from './ProductsListPage';
import { PreRenderDemoPage } from './PreRenderDemoPage';
import { PreRenderPage } from './PreRenderPage';
import { RedirectsPage } from './RedirectsPage';
import { ReviewEditPage } from './ReviewEditPage';
import { ReviewNewPage } from './ReviewNewPage';
import { SessionsPage } from './SessionsPage';
import { SettingsPage } from './SettingsPage';
import { SetPasswordPage } from './SetPasswordPage';
import { WordPressImportPage } from './WordPressImportPage';

/** The logged-in part; `/admin/login` is outside it. */
function ProtectedRoutes() {
  return (
    <AuthGuard>
      <AdminLayout>
        <Switch>
          <Route path="/admin" component={DashboardPage} />
          <Route path="/admin/posts" component={PostsListPage} />
          <Route path="/admin/posts/new" component={PostNewPage} />
          <Route path="/admin/edit/:id" component={PostEditPage} />
          <Route path="/admin/edit-post/:id" component={PostEditPage} />
          <Route path="/admin/products" component={ProductsListPage} />
          <Route path="/admin/products/new" component={ProductNewPage} />
          <Route path="/admin/products/edit/:id" component={ProductEditPage} />
          <Route path="/admin/edit-product/:id" component={ProductEditPage} />
          <Route path="/admin/products/:id/reviews" component={ProductReviewsPage} />
          <Route path="/admin/products/:id/reviews/new" component={ReviewNewPage} />
          <Route path="/admin/reviews/:id" component={ReviewEditPage} />
          <Route path="/admin/media" component={MediaPage} />
          <Route path="/admin/media/:id" component={MediaItemPage} />
          <Route path="/admin/categories" component={CategoriesPage} />
          <Route path="/admin/authors" component={AuthorsPage} />
          <Route path="/admin/settings" component={SettingsPage} />
          <Route path="/admin/locales" component={LocaleConfigsPage} />
          <Route path="/admin/contact" component={ContactInboxPage} />
          <Route path="/admin/audit" component={AuditLogPage} />
          <Route path="/admin/accounts" component={AccountsPage} />
          <Route path="/admin/redirects" component={RedirectsPage} />
          <Route path="/admin/clicks" component={ClicksPage} />
          <Route path="/admin/login-locks" component={LoginLocksPage} />
          <Route path="/admin/sessions" component={SessionsPage} />
          <Route path="/admin/password" component={PasswordPage} />
          <Route path="/admin/cron" component={CronPage} />
          <Route path="/admin/import-wordpress" component={WordPressImportPage} />
          <Route path="/admin/dynamic-rendering" component={DynamicRenderingPage} />
          <Route path="/admin/pre-render" component={PreRenderPage} />
          <Route path="/admin/pre-render-demo" component={PreRenderDemoPage} />
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </AdminLayout>
    </AuthGuard>
  );
}

export function AdminRoutes() {
  return (
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route path="/admin/definir-senha" component={SetPasswordPage} />
      <Route>
        <ProtectedRoutes />
      </Route>
    </Switch>
  );
}
