import { useIntl } from 'react-intl';
import { Dialog } from '@stays/ui';
import { RoomsGuestsDialog } from '../rooms-guests-picker/RoomsGuestsDialog';
import { SearchForm, searchFormMessages } from '../search-form/SearchForm';

export interface SearchModalProps {
  /** ?modal=searchbar: the search widget; ?modal=dateguestpicker: its rooms-and-guests picker. */
  modal: 'searchbar' | 'dateguestpicker';
  /** The picker opens over the search widget (guest-journey §2), not on its own (webview, microsites that avoid it). */
  nestedInSearch: boolean;
  /** Closes the search widget (and the picker over it). */
  onClose: () => void;
  /** Closes the picker over the search widget, which stays open. */
  onPickerClose: () => void;
}

/** The search widget and the rooms-and-guests picker as the modals that ?modal= opens. */
export function SearchModal({ modal, nestedInSearch, onClose, onPickerClose }: SearchModalProps) {
  const intl = useIntl();
  if (modal === 'dateguestpicker' && !nestedInSearch) return <RoomsGuestsDialog open onClose={onClose} />;
  return (
    <Dialog open placement="modal" title={intl.formatMessage(searchFormMessages.form)} onClose={onClose}>
      <SearchForm layout="compact" roomsPickerFromUrl={false} />
      <RoomsGuestsDialog open={modal === 'dateguestpicker'} onClose={onPickerClose} />
    </Dialog>
  );
}
