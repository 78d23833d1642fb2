import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile renders Toast/Dialog/ActionSheet/ImageViewer imperatively with ReactDOM.render, which
 * React 19 removed. Every module that calls those imperative APIs imports this file first; it is not in
 * main.tsx because antd-mobile's render helper (with its Babel runtime) would then weigh on the first page.
 */
export function setupAntdMobileRender(): void {
  unstableSetRender((node, container) => {
    const host = container as Element & { __appRoot?: ReturnType<typeof createRoot> };
    const root = host.__appRoot ?? createRoot(container);
    host.__appRoot = root;
    root.render(node);
    return async () => {
      // unmounting synchronously while React is rendering warns; wait for the current task to end
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host.__appRoot;
    };
  });
}

setupAntdMobileRender();
