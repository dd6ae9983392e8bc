// Ejected (its open state is inside the component): Escape closes the list and puts focus back on its button, and the button is a disclosure, not a menu button; the rest is the theme's.
import React, {useState, useRef, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  // Not passed on: the menu's button opens the menu, it runs no item's click.
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: Event) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) return;
      setShowDropdown(false);
    };
    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);
    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  return (
    // Escape from the button or an item of the open menu.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the key goes to the focused button or link inside
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !showDropdown) return;
        setShowDropdown(false);
        dropdownRef.current?.querySelector<HTMLElement>('.navbar__link')?.focus();
      }}
    >
      {/* A disclosure (aria-expanded) of links reached with Tab, not a menu: no aria-haspopup,
          which promises arrow keys the list does not answer. */}
      <NavbarNavLink
        aria-expanded={showDropdown}
        role="button"
        // # hash permits to make the <a> tag focusable in case no link target
        // See https://github.com/facebook/docusaurus/pull/6003
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}
