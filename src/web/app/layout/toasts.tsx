import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../../../shared/constants';

/**
 * Where toasts show (loaded with the first one: see lib/toast.ts): at the bottom, clear of the
 * navbar's cart and account buttons. Alt+T (react-toastify's hot key, said in the region's name)
 * moves the focus to the newest toast, so its link ("View cart") is reachable by keyboard.
 */
export default function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT * 100}
      transition={Bounce}
    />
  );
}
