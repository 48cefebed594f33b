import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../../../shared/constants';

/** Where toasts show (loaded with the first one: see lib/toast.ts). */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT * 100}
      transition={Bounce}
    />
  );
}
